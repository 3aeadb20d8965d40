import { syllablesOf } from "./syllables";
import { wordsOf } from "./words";

/** Exact counts a Flesch–Kincaid grade is computed from. */
export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
}

export const EMPTY_COUNTS: TextCounts = { words: 0, sentences: 0, syllables: 0 };

/** Counts of one sentence given its words: the words and their syllables; `sentences` is 1 when there is a word, else 0. */
export const countsOfWords = (words: readonly string[]): TextCounts => {
  let syllables = 0;
  for (const word of words) {
    syllables += syllablesOf(word);
  }
  return { words: words.length, sentences: words.length > 0 ? 1 : 0, syllables };
};

/** Counts of one sentence. */
export const sentenceCounts = (sentence: string): TextCounts => countsOfWords(wordsOf(sentence));

export const addCounts = (a: TextCounts, b: TextCounts): TextCounts => ({
  words: a.words + b.words,
  sentences: a.sentences + b.sentences,
  syllables: a.syllables + b.syllables,
});

/**
 * Flesch–Kincaid grade level:
 *   grade = 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59
 * null when there are no words.
 */
export const fleschKincaidGrade = ({ words, sentences, syllables }: TextCounts): number | null =>
  words === 0 || sentences === 0 ? null : 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;

/** The grade readability aims at: 100 points at grade 10. */
export const TARGET_GRADE = 10;

/**
 * Readability score (spec 2 §9): 100 minus the distance from grade 10 scaled by 100/14, clamped to 0–100.
 *   readScore = clamp(100 − |grade − 10| × 100 / 14, 0, 100)
 * So grade 10 scores 100, grades 3 and 17 score 50, grades −4 and 24 and beyond score 0.
 */
export const readScoreOf = (grade: number): number => Math.min(100, Math.max(0, 100 - (Math.abs(grade - TARGET_GRADE) * 100) / 14));

/** Rounds to one decimal, as scores are returned. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** Rounds to two decimals, as grades are returned. */
export const twoDecimals = (value: number): number => Math.round(value * 100) / 100;
