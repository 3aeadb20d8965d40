import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { EditorState } from "@tiptap/pm/state";
import { segmentSentences, sentenceIndexAt } from "@wordloom/shared/analysis";

/** Spec document 2 §5, verbatim (the double space is the spec's). */
export const LINK_NEEDS_SELECTION = "Please select Atleast one character to add link";
export const LINK_SINGLE_SENTENCE = "Please select text  within a single sentence boundary.";
const CITATION_NEEDS_SELECTION = "Please select Atleast one character to add citation";

/** The offset in the textblock's plain text (citations count nothing) of a position inside it. */
const textOffset = (textblock: ProseMirrorNode, parentOffset: number): number => {
  let offset = 0;
  textblock.forEach((child, childOffset) => {
    if (child.isText && childOffset < parentOffset) {
      offset += Math.min(child.nodeSize, parentOffset - childOffset);
    }
  });
  return offset;
};

/** Whether the selection lies within one sentence of one paragraph (its surrounding spaces ignored). */
const selectionInOneSentence = (state: EditorState): boolean => {
  const { $from, $to } = state.selection;
  if (!$from.sameParent($to) || !$from.parent.isTextblock) {
    return false;
  }
  const textblock = $from.parent;
  const text = textblock.textContent;
  let start = textOffset(textblock, $from.parentOffset);
  let end = textOffset(textblock, $to.parentOffset);
  while (start < end && /\s/.test(text[start] ?? "")) {
    start += 1;
  }
  while (end > start && /\s/.test(text[end - 1] ?? "")) {
    end -= 1;
  }
  if (start === end) {
    return true;
  }
  const sentences = segmentSentences(text);
  return sentenceIndexAt(sentences, start) === sentenceIndexAt(sentences, end - 1);
};

/** Why a link cannot be added to the selection, or null when it can. */
export const linkSelectionProblem = (state: EditorState): string | null => {
  if (state.selection.empty) {
    return LINK_NEEDS_SELECTION;
  }
  return selectionInOneSentence(state) ? null : LINK_SINGLE_SENTENCE;
};

/** Why a citation cannot be added to the selection, or null when it can. */
export const citationSelectionProblem = (state: EditorState): string | null => {
  const { selection } = state;
  if (selection.empty || !selection.$from.parent.isTextblock) {
    return CITATION_NEEDS_SELECTION;
  }
  return null;
};
