/**
 * Whether the word at `start` follows a letter, digit, comma or semicolon, with only whitespace
 * between: it stands inside a sentence, not at its start (after a full stop, a quote or a dash, or at
 * the start of the text). harper.ts reads a capitalised unknown word there as most likely a name.
 */
export const isInsideSentence = (text: string, start: number): boolean => {
  let at = start;
  while (at > 0 && /\s/u.test(text[at - 1] ?? "")) {
    at -= 1;
  }
  // Two code units, so a letter outside the Basic Multilingual Plane is read whole.
  return at > 0 && /[\p{L}\p{N},;]$/u.test(text.slice(Math.max(0, at - 2), at));
};
