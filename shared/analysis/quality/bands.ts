/**
 * Quality rating bands (spec 2 §9). Each bar's score is compared with four thresholds, highest
 * first; meeting the first gives rating 100, the second 80, the third 60, the fourth 50, none 20:
 *
 *   readability     100, 75, 50, 25
 *   repetitiveness   80, 60, 40, 20
 *   uniqueness       80, 60, 40, 20
 *   connectives      95, 93, 91, 90
 *
 * The spec states the 100/80/60/50/else-20 ratings with the connectives thresholds; the same
 * ladder is used for all four bars. The readability thresholds are taken as written, so rating 100
 * needs a readScore of exactly 100 (grade 10 to the returned precision) and most good text rates 80.
 */

export type QualityRating = 100 | 80 | 60 | 50 | 20;

const RATINGS: readonly QualityRating[] = [100, 80, 60, 50];

const bandOf = (score: number, thresholds: readonly number[]): QualityRating => {
  const index = thresholds.findIndex((threshold) => score >= threshold);
  return index === -1 ? 20 : (RATINGS[index] ?? 20);
};

const READABILITY_THRESHOLDS = [100, 75, 50, 25] as const;
const REPETITIVENESS_THRESHOLDS = [80, 60, 40, 20] as const;
const UNIQUENESS_THRESHOLDS = [80, 60, 40, 20] as const;
const CONNECTIVES_THRESHOLDS = [95, 93, 91, 90] as const;

export const readabilityBand = (score: number): QualityRating => bandOf(score, READABILITY_THRESHOLDS);
export const repetitivenessBand = (score: number): QualityRating => bandOf(score, REPETITIVENESS_THRESHOLDS);
export const uniquenessBand = (score: number): QualityRating => bandOf(score, UNIQUENESS_THRESHOLDS);
export const connectivesBand = (score: number): QualityRating => bandOf(score, CONNECTIVES_THRESHOLDS);

/** Graphs (positivity, emotions, facts and emotions, content quality, toxicity) need 5 sentences unless the document is a submission (spec 2 §5). */
export const MIN_GRAPH_SENTENCES = 5;

export const canShowGraphs = (sentences: number, isSubmission = false): boolean => isSubmission || sentences >= MIN_GRAPH_SENTENCES;
