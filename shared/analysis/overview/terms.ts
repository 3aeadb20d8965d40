import { stem } from "./stem";
import { STOP_WORDS } from "./stop-words";

/** A word of the text with its UTF-16 place (end exclusive), lower-cased with straight apostrophes. */
export interface WordToken {
  word: string;
  start: number;
  end: number;
}

/**
 * A word: letters, digits and combining marks, with inner apostrophes or hyphens ("don't",
 * "well-known" is one word). The same definition counts document words (spec 2 §2 overview counts).
 */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’ʼ-][\p{L}\p{N}\p{M}]+)*/gu;

/** Word tokens of `text`, in order. */
export const tokenizeWords = (text: string): WordToken[] => {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ word: match[0].toLowerCase().replace(/[’ʼ]/g, "'"), start: match.index, end: match.index + match[0].length });
  }
  return tokens;
};

/** How many words `text` holds. */
export const countWords = (text: string): number => {
  let count = 0;
  for (const _match of text.matchAll(WORD)) {
    count += 1;
  }
  return count;
};

/** Whether a lower-case word carries content: not a stop word, not a number, at least 2 letters. */
export const isContentWord = (word: string): boolean => word.length > 1 && !STOP_WORDS.has(word) && /\p{L}/u.test(word);

/** The stem used to compare words: Porter stem without a possessive "'s" (hyphenated parts kept joined). */
export const termOf = (word: string): string => stem(word.replace(/'s$/, "").replace(/'/g, ""));

/** Stems of the content words of `text`, in order, repeats kept. */
export const contentTerms = (text: string): string[] =>
  tokenizeWords(text)
    .filter((token) => isContentWord(token.word))
    .map((token) => termOf(token.word));
