import { addCounts, EMPTY_COUNTS, fleschKincaidGrade, sentenceCounts } from "../quality/readability";
import { segmentSentences } from "../segment";
import type { AnalysisBlock } from "../types";
import { replaceComplexWords, replaceComplexWordsInEach } from "./replace";
import { splitClauses } from "./split";
import type { Simplification } from "./types";

/**
 * Simpler versions of hard sentences. A sentence is hard when its Flesch–Kincaid grade is above
 * 12 (past secondary school; readScore under 86) or it has more than 25 words (about grade 12 at
 * an average 1.5 syllables a word). The simpler version swaps complex words for plain ones
 * (replace.ts), then splits the sentence at clause boundaries (split.ts). It is offered only when
 * its grade, over the sentences it became, is lower than the original's.
 */
const HARD_GRADE = 12;
const LONG_SENTENCE_WORDS = 25;

const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

/** Flesch–Kincaid grade of a text of one or more sentences, null without words. */
export const gradeOfText = (text: string): number | null =>
  fleschKincaidGrade(
    segmentSentences(text)
      .map((sentence) => sentenceCounts(sentence.text))
      .reduce(addCounts, EMPTY_COUNTS),
  );

/** Whether a sentence of `words` words at `grade` is hard: more than 25 words, or a grade above 12. */
export const isHard = (words: number, grade: number | null): boolean =>
  words > LONG_SENTENCE_WORDS || (grade !== null && grade > HARD_GRADE);

/** Whether a sentence is hard enough to simplify. */
export const isHardSentence = (sentence: string): boolean => {
  const counts = sentenceCounts(sentence);
  return isHard(counts.words, fleschKincaidGrade(counts));
};

interface SimplerVersion {
  simplified: string;
  gradeBefore: number;
  gradeAfter: number;
}

/** The sentence with plain words (already swapped in `withPlainWords`) and split clauses, if that lowers its grade. */
const simplerVersion = (sentence: string, withPlainWords: string): SimplerVersion | null => {
  const before = gradeOfText(sentence);
  const simplified = splitClauses(withPlainWords);
  const after = simplified === sentence ? null : gradeOfText(simplified);
  if (before === null || after === null || twoDecimals(after) >= twoDecimals(before)) {
    return null;
  }
  return { simplified, gradeBefore: twoDecimals(before), gradeAfter: twoDecimals(after) };
};

/** A simpler version of one sentence, or null when none lowers its grade. */
export const simplifySentence = (sentence: string): SimplerVersion | null => simplerVersion(sentence, replaceComplexWords(sentence));

/** Simpler versions of the hard sentences of every block, in block order; complex words are looked up in one run. */
export const simplifySentences = (blocks: readonly AnalysisBlock[]): Simplification[] => {
  const hard = blocks.flatMap((block) =>
    segmentSentences(block.text)
      .filter((sentence) => isHardSentence(sentence.text))
      .map((sentence) => ({ block, sentence })),
  );
  const withPlainWords = replaceComplexWordsInEach(hard.map(({ sentence }) => sentence.text));
  return hard.flatMap(({ block, sentence }, index) => {
    const result = simplerVersion(sentence.text, withPlainWords[index] ?? sentence.text);
    return result
      ? [{ blockId: block.id, sentenceIndex: sentence.index, start: sentence.start, end: sentence.end, original: sentence.text, ...result }]
      : [];
  });
};

/** Simpler versions of one block's hard sentences. */
export const blockSimplifications = (block: AnalysisBlock): Simplification[] => simplifySentences([block]);
