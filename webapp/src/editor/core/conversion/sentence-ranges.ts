import { segmentSentences } from "@wordloom/shared/analysis";

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Where each stored sentence of a block lies in the block's text, such that the sentences joined
 * with one space give the text back exactly (lossless, and the offsets the server computes on the
 * joined text match the editor's):
 * - segmentSentences (shared/analysis/segment.ts) proposes the sentences;
 * - the last whitespace character between two sentences, when it is a plain space, is the joining
 *   space; any other whitespace stays at the end of the earlier sentence;
 * - when the whitespace between two sentences does not end with a plain space (none at all, a
 *   no-break space, a tab), the two are stored as one sentence;
 * - leading whitespace belongs to the first sentence, trailing whitespace to the last; a block of
 *   whitespace only is one sentence; an empty block has none.
 */
export const storedSentenceRanges = (text: string): TextRange[] => {
  if (text === "") {
    return [];
  }
  const spans = segmentSentences(text);
  if (spans.length === 0) {
    return [{ start: 0, end: text.length }];
  }
  const ranges: TextRange[] = [];
  let start = 0;
  spans.forEach((span, index) => {
    const next = spans[index + 1];
    if (!next) {
      ranges.push({ start, end: text.length });
      return;
    }
    if (next.start > span.end && text[next.start - 1] === " ") {
      ranges.push({ start, end: next.start - 1 });
      start = next.start;
    }
  });
  return ranges;
};
