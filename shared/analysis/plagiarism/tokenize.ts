/** A lower-cased word of the text with its exact UTF-16 place (end exclusive). */
export interface WordToken {
  /** Normalised form used for hashing: lower case, curly apostrophes made straight. */
  word: string;
  start: number;
  end: number;
}

/**
 * A word: letters, digits and combining marks, with inner apostrophes ("don't", "o’clock").
 * Hyphens, slashes and other punctuation split words, so "well-known" is two tokens.
 */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’ʼ][\p{L}\p{N}\p{M}]+)*/gu;

/** Lower-case word tokens of `text`, in order, with their UTF-16 offsets. */
export const tokenize = (text: string): WordToken[] => {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    tokens.push({ word: match[0].toLowerCase().replace(/[’ʼ]/g, "'"), start, end: start + match[0].length });
  }
  return tokens;
};
