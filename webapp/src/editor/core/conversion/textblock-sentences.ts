import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { Fragment, Sentence } from "@wordloom/shared/model";
import type { StoredCitation } from "../schema/citation-text";
import { fragmentMarksOf, sameMarks, type FragmentMarks } from "./fragment-marks";
import { assignSentenceIds } from "./sentence-ids";
import { storedSentenceRanges, type TextRange } from "./sentence-ranges";

interface TextRun extends TextRange {
  marks: FragmentMarks;
}

interface PlacedCitation {
  /** Text offset the citation follows. */
  offset: number;
  citedLength: number | null;
  marks: FragmentMarks;
  citation: StoredCitation;
}

interface FragmentDraft extends TextRun {
  citation?: StoredCitation;
}

const collectInline = (textblock: ProseMirrorNode) => {
  let text = "";
  const runs: TextRun[] = [];
  const citations: PlacedCitation[] = [];
  // A citation ends a run: the text after it is another fragment.
  let runBroken = false;
  textblock.forEach((child) => {
    if (child.isText) {
      const piece = child.text ?? "";
      const marks = fragmentMarksOf(child.marks);
      const last = runs.at(-1);
      if (last && !runBroken && last.end === text.length && sameMarks(last.marks, marks)) {
        last.end += piece.length;
      } else {
        runs.push({ start: text.length, end: text.length + piece.length, marks });
      }
      text += piece;
      runBroken = false;
    } else if (child.type.name === "citation" && child.attrs.citationData) {
      const citedLength = child.attrs.citedLength;
      citations.push({
        offset: text.length,
        citedLength: typeof citedLength === "number" && citedLength >= 0 ? citedLength : null,
        marks: fragmentMarksOf(child.marks),
        citation: {
          citationIndex: Number(child.attrs.citationIndex) || 0,
          citationData: child.attrs.citationData as StoredCitation["citationData"],
        },
      });
      runBroken = true;
    }
  });
  return { text, runs, citations };
};

const draftsIn = (runs: readonly TextRun[], range: TextRange): FragmentDraft[] =>
  runs
    .filter((run) => run.end > range.start && run.start < range.end)
    .map((run) => ({ start: Math.max(run.start, range.start), end: Math.min(run.end, range.end), marks: run.marks }));

/**
 * Puts a citation on the fragment it follows: the last `citedLength` characters of the text run
 * right before it (split off when shorter than the run). Without text right before it (start of a
 * sentence, or a second citation in a row) it gets a fragment of its own with empty text.
 */
const attachCitation = (drafts: FragmentDraft[], placed: PlacedCitation): void => {
  const { offset, citedLength } = placed;
  const index = drafts.findIndex((draft) => draft.end === offset && draft.end > draft.start && !draft.citation);
  const target = drafts[index];
  if (!target || citedLength === 0) {
    const insertAt = drafts.filter((draft) => draft.end <= offset).length;
    drafts.splice(insertAt, 0, { start: offset, end: offset, marks: placed.marks, citation: placed.citation });
    return;
  }
  if (citedLength !== null && citedLength < target.end - target.start) {
    const cut = target.end - citedLength;
    drafts.splice(index, 1, { ...target, end: cut }, { start: cut, end: target.end, marks: target.marks, citation: placed.citation });
    return;
  }
  target.citation = placed.citation;
};

const toFragment = (text: string, draft: FragmentDraft): Fragment => ({
  text: text.slice(draft.start, draft.end),
  ...draft.marks,
  ...(draft.citation ? { citation: draft.citation } : {}),
});

/**
 * The stored sentences of a textblock: split with storedSentenceRanges, fragments cut at every
 * change of formatting and at sentence ends, citations attached to the fragment they follow.
 * Sentence ids follow assignSentenceIds against `previous` (the block's sentences before the edit).
 */
export const textblockSentences = (textblock: ProseMirrorNode, previous: readonly Sentence[] = []): Sentence[] => {
  const { text, runs, citations } = collectInline(textblock);
  const ranges = storedSentenceRanges(text);
  if (ranges.length === 0 && citations.length > 0) {
    ranges.push({ start: 0, end: 0 });
  }
  const drafts = ranges.map((range) => draftsIn(runs, range));
  for (const placed of citations) {
    let sentenceIndex = 0;
    ranges.forEach((range, index) => {
      if (range.start <= placed.offset) {
        sentenceIndex = index;
      }
    });
    const sentenceDrafts = drafts[sentenceIndex];
    if (sentenceDrafts) {
      attachCitation(sentenceDrafts, placed);
    }
  }
  const texts = ranges.map((range) => text.slice(range.start, range.end));
  const ids = assignSentenceIds(texts, previous);
  return ranges.map((_, index) => ({
    id: ids[index] ?? "",
    text: texts[index] ?? "",
    fragments: (drafts[index] ?? []).map((draft) => toFragment(text, draft)),
  }));
};
