/**
 * Words as the quality scores count them: runs of letters or digits, joined by an inner apostrophe,
 * hyphen or dot ("don't", "well-known", "U.S", "3.5" are one word each). Punctuation, symbols and
 * emoji are not words.
 */

const WORD = /[\p{L}\p{N}]+(?:['’.\-‐][\p{L}\p{N}]+)*/gu;

/** One word with its UTF-16 offsets in the text it came from (end exclusive). */
export interface WordToken {
  text: string;
  start: number;
  end: number;
}

/** The words of `text` in order, with offsets. */
export const wordTokens = (text: string): WordToken[] => {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
};

/** The words of `text` in order (text only). */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** Lower-case form used to compare words: curly apostrophes become straight ones. */
export const normalizeWord = (word: string): string => word.toLowerCase().replace(/’/g, "'");
