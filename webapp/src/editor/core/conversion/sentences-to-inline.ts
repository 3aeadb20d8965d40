import type { JSONContent } from "@tiptap/core";
import type { Fragment, Sentence } from "@wordloom/shared/model";
import { commonMarks, marksOfFragment, marksToJSON, sameMarks, type FragmentMarks } from "./fragment-marks";

interface InlineDraft {
  text?: string;
  marks: FragmentMarks;
  citation?: NonNullable<Fragment["citation"]> & { citedLength: number };
}

const draftsOfSentence = (sentence: Sentence): InlineDraft[] =>
  sentence.fragments.flatMap((fragment): InlineDraft[] => {
    const marks = marksOfFragment(fragment);
    return [
      ...(fragment.text ? [{ text: fragment.text, marks }] : []),
      ...(fragment.citation ? [{ marks, citation: { ...fragment.citation, citedLength: fragment.text.length } }] : []),
    ];
  });

const firstTextMarks = (drafts: readonly InlineDraft[]): FragmentMarks | undefined =>
  drafts.find((draft) => draft.text !== undefined)?.marks;
const lastTextMarks = (drafts: readonly InlineDraft[]): FragmentMarks | undefined =>
  drafts.findLast((draft) => draft.text !== undefined)?.marks;

const toJSON = (draft: InlineDraft): JSONContent => {
  const marks = marksToJSON(draft.marks);
  const withMarks = marks.length > 0 ? { marks } : {};
  if (draft.citation) {
    const { citationIndex, citationData, citedLength } = draft.citation;
    return { type: "citation", attrs: { citationIndex, citationData, citedLength }, ...withMarks };
  }
  return { type: "text", text: draft.text ?? "", ...withMarks };
};

/**
 * The inline content of a block from its stored sentences: the sentences joined with one space
 * (formatted like the text on both sides of it), each fragment's text with its marks, and a
 * citation node after each cited fragment. Neighbouring text with the same marks is merged, as
 * the editor itself does.
 */
export const sentencesToInline = (sentences: readonly Sentence[]): JSONContent[] => {
  const drafts: InlineDraft[] = [];
  sentences.forEach((sentence, index) => {
    const own = draftsOfSentence(sentence);
    if (index > 0) {
      const before = lastTextMarks(drafts) ?? {};
      const after = firstTextMarks(own) ?? {};
      drafts.push({ text: " ", marks: commonMarks(before, after) });
    }
    drafts.push(...own);
  });
  const merged: InlineDraft[] = [];
  for (const draft of drafts) {
    const last = merged.at(-1);
    if (last && last.text !== undefined && draft.text !== undefined && sameMarks(last.marks, draft.marks)) {
      last.text += draft.text;
    } else {
      merged.push({ ...draft });
    }
  }
  return merged.map(toJSON);
};
