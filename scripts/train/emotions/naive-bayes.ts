// The baseline: multinomial Naive Bayes on unigrams and bigrams (each counted once per item), the
// model of the handbook's reference figures. Each item counts once for each of its labels.
//   log P(c | x) ∝ log P(c) + Σ_f log P(f | c),  P(f | c) = (count(f, c) + α) / (Σ_f' count(f', c) + α·|V|)
// α = 0.1: add-one smoothing (α = 1) spreads so much mass over 250k unseen features that the rare
// emotions are never predicted (dev macro-F1 0.27 instead of 0.42).
import { EMOTIONS } from "../../../shared/analysis/emotions/labels";
import { extractFeatures, PLAIN_FEATURES } from "../../../shared/analysis/emotions/features";
import type { LabelledText } from "./data";

export interface NaiveBayes {
  predict: (text: string) => number;
}

export const NAIVE_BAYES_SMOOTHING = 0.1;

export const trainNaiveBayes = (rows: readonly LabelledText[], smoothing = NAIVE_BAYES_SMOOTHING): NaiveBayes => {
  const counts = new Map<string, Float64Array>();
  const totals = new Float64Array(EMOTIONS.length);
  const documents = new Float64Array(EMOTIONS.length);
  for (const row of rows) {
    const features = extractFeatures(row.text, PLAIN_FEATURES);
    for (const label of row.labels) {
      documents[label] = (documents[label] ?? 0) + 1;
      totals[label] = (totals[label] ?? 0) + features.length;
      for (const feature of features) {
        let perClass = counts.get(feature);
        if (!perClass) {
          perClass = new Float64Array(EMOTIONS.length);
          counts.set(feature, perClass);
        }
        perClass[label] = (perClass[label] ?? 0) + 1;
      }
    }
  }
  const vocabularySize = counts.size;
  const allDocuments = documents.reduce((sum, value) => sum + value, 0);
  const logPriors = Array.from(documents, (count) => Math.log(count / allDocuments));
  const logDenominators = Array.from(totals, (total) => Math.log(total + smoothing * vocabularySize));
  return {
    predict: (text) => {
      const scores = [...logPriors];
      for (const feature of extractFeatures(text, PLAIN_FEATURES)) {
        const perClass = counts.get(feature);
        if (!perClass) {
          continue;
        }
        for (let label = 0; label < scores.length; label++) {
          scores[label] = (scores[label] ?? 0) + Math.log((perClass[label] ?? 0) + smoothing) - (logDenominators[label] ?? 0);
        }
      }
      return argmax(scores);
    },
  };
};

export const argmax = (values: ArrayLike<number>): number => {
  let best = 0;
  for (let index = 1; index < values.length; index++) {
    if ((values[index] ?? -Infinity) > (values[best] ?? -Infinity)) {
      best = index;
    }
  }
  return best;
};
