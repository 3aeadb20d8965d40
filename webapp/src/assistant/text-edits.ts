/**
 * Offset arithmetic for tool results after the document changed under them. Findings are spans of
 * a block's text (start inclusive, end exclusive, as the analysis engines give them); an accepted
 * suggestion replaces one span, so the findings after it in the same block move by the length
 * difference and the ones it overlapped no longer describe the text.
 */

export interface TextSpan {
  blockId: string;
  start: number;
  end: number;
}

/** `text` replaced the characters [start, end) of one block. */
export interface TextEdit extends TextSpan {
  text: string;
}

/** Where a span is after the edit; null when the edit overlapped it (its text is gone). */
export const shiftSpan = <T extends TextSpan>(span: T, edit: TextEdit): T | null => {
  if (span.blockId !== edit.blockId || span.end <= edit.start) {
    return span;
  }
  if (span.start >= edit.end) {
    const delta = edit.text.length - (edit.end - edit.start);
    return delta === 0 ? span : { ...span, start: span.start + delta, end: span.end + delta };
  }
  return null;
};

/** The spans that still describe the text after the edit, moved to where their text now is. */
export const shiftSpans = <T extends TextSpan>(spans: readonly T[], edit: TextEdit): T[] =>
  spans.flatMap((span) => {
    const shifted = shiftSpan(span, edit);
    return shifted ? [shifted] : [];
  });

/**
 * Finds a finding's words in the block's current text: where the analysis saw them, or (after the
 * user typed since) the nearest occurrence. Null when they are no longer there.
 */
export const locateSpan = <T extends TextSpan>(blockText: string, span: T, expected: string): T | null => {
  if (blockText.slice(span.start, span.end) === expected) {
    return span;
  }
  if (expected === "") {
    return null;
  }
  let best: number | null = null;
  for (let at = blockText.indexOf(expected); at >= 0; at = blockText.indexOf(expected, at + 1)) {
    if (best === null || Math.abs(at - span.start) < Math.abs(best - span.start)) {
      best = at;
    }
  }
  return best === null ? null : { ...span, start: best, end: best + expected.length };
};
