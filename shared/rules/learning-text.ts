/**
 * The writing box's word limit (spec document 3 §5): the counter shows words used out of the limit,
 * input beyond the limit is cut, and the box turns red at the limit. The server counts the same way.
 */

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Words in a text: runs of letters or digits, joined by apostrophes or hyphens. */
export const countWords = (text: string): number => text.match(WORD)?.length ?? 0;

export interface WordLimitResult {
  text: string;
  words: number;
  /** True when words beyond the limit were removed. */
  cut: boolean;
}

/** Keeps at most `limit` words, keeping the text (spacing, punctuation) up to the end of the last kept word. */
export const cutToWordLimit = (text: string, limit: number): WordLimitResult => {
  let count = 0;
  for (const match of text.matchAll(WORD)) {
    count += 1;
    if (count === limit) {
      const end = (match.index ?? 0) + match[0].length;
      const rest = text.slice(end);
      if (HAS_WORD.test(rest)) {
        // Keep punctuation that directly closes the last word ("end." stays "end.").
        const closing = /^[^\s\p{L}\p{N}]*/u.exec(rest)?.[0] ?? "";
        return { text: text.slice(0, end) + closing, words: limit, cut: true };
      }
      return { text, words: count, cut: false };
    }
  }
  return { text, words: count, cut: false };
};

export interface WordCounter {
  used: number;
  limit: number;
  /** The box turns red once the limit is reached. */
  atLimit: boolean;
  label: string;
}

export const wordCounter = (text: string, limit: number): WordCounter => {
  const used = countWords(text);
  return { used, limit, atLimit: used >= limit, label: `${used}/${limit} words` };
};
