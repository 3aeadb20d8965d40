import { segmentSentences } from "../segment";
import type { AnalysisBlock } from "../types";
import { sentenceTone } from "./polarity";
import type { BlockPositivity, DocumentPositivity, NegativityLevel, PositivityGrade, PositivityResult, SentencePositivity } from "./types";

/** Positivity 0–100 from a polarity −1..1: positivity = (polarity + 1) × 50, so neutral text scores 50. */
export const positivityOf = (polarity: number): number => (polarity + 1) * 50;

/** Positivity meter (spec 2 §4): ≥ 50 good, ≥ 30 ok, else poor. */
export const positivityGrade = (positivity: number): PositivityGrade => (positivity >= 50 ? "good" : positivity >= 30 ? "ok" : "poor");

/**
 * Negative sentences, by polarity (positivity in brackets):
 *
 *   somewhat negative   polarity ≤ −0.35  (positivity ≤ 32.5)
 *   highly negative     polarity ≤ −0.6   (positivity ≤ 20)
 *   extremely negative  polarity ≤ −0.8   (positivity ≤ 10)
 *
 * Chosen from the human ratings (−4..4) of VADER's rated snippets, by the mean rating of the
 * texts in each band (movie reviews / tweets): (−0.35, −0.1] −0.79 / −0.76 (mildly negative, not
 * flagged); (−0.6, −0.35] −1.31 / −1.35; (−0.8, −0.6] −1.75 / −2.09; ≤ −0.8 −1.51 (17 texts) / −2.33
 * (37). So "somewhat" starts where raters average about −1, "highly" where they reach −2 on tweets,
 * and "extremely" is kept for the rare sentences both lexicons find strongly negative.
 */
const NEGATIVITY_THRESHOLDS: Readonly<Record<NegativityLevel, number>> = { somewhat: -0.35, highly: -0.6, extremely: -0.8 };

export const negativityLevel = (polarity: number): NegativityLevel | null => {
  if (polarity <= NEGATIVITY_THRESHOLDS.extremely) {
    return "extremely";
  }
  if (polarity <= NEGATIVITY_THRESHOLDS.highly) {
    return "highly";
  }
  return polarity <= NEGATIVITY_THRESHOLDS.somewhat ? "somewhat" : null;
};

const round = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

const hasWord = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/** Positivity of each sentence of one block. Sentences without a letter or digit score null and do not count. */
export const blockPositivity = (block: AnalysisBlock): BlockPositivity => {
  const sentences: SentencePositivity[] = segmentSentences(block.text).map((sentence) => {
    if (!hasWord(sentence.text)) {
      return {
        index: sentence.index,
        start: sentence.start,
        end: sentence.end,
        positivity: null,
        compound: 0,
        polarity: 0,
        negativity: null,
      };
    }
    const tone = sentenceTone(sentence.text);
    return {
      index: sentence.index,
      start: sentence.start,
      end: sentence.end,
      positivity: round(positivityOf(tone.polarity), 1),
      compound: tone.compound,
      polarity: round(tone.polarity, 4),
      negativity: negativityLevel(tone.polarity),
    };
  });
  return { blockId: block.id, positivity: sentences.map((sentence) => sentence.positivity), sentences };
};

/** avgPositivity = mean of every scored sentence's positivity, each sentence weighing the same; null without sentences. */
export const aggregatePositivity = (blocks: readonly BlockPositivity[]): DocumentPositivity => {
  const scored = blocks.flatMap((block) => block.sentences).filter((sentence) => sentence.positivity !== null);
  const total = scored.reduce((sum, sentence) => sum + (sentence.positivity ?? 0), 0);
  const average = scored.length === 0 ? null : round(total / scored.length, 1);
  const count = (level: NegativityLevel) => scored.filter((sentence) => sentence.negativity === level).length;
  return {
    avgPositivity: average,
    grade: average === null ? null : positivityGrade(average),
    sentences: scored.length,
    negative: { somewhat: count("somewhat"), highly: count("highly"), extremely: count("extremely") },
  };
};

/** Positivity of every block, keyed by block id, and of the document. */
export const scorePositivity = (blocks: readonly AnalysisBlock[]): PositivityResult => {
  const results = blocks.map(blockPositivity);
  return { blocks: Object.fromEntries(results.map((result) => [result.blockId, result])), document: aggregatePositivity(results) };
};
