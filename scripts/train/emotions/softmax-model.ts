// From labelled texts to the weights of the emotion model: features, a pruned vocabulary, class
// weights, and softmax regression (softmax-regression.ts).
import { extractFeatures, type FeatureSettings } from "../../../shared/analysis/emotions/features";
import { EMOTIONS } from "../../../shared/analysis/emotions/labels";
import type { LabelledText } from "./data";
import { buildExamples, trainSoftmax } from "./softmax-regression";

export interface SoftmaxConfig {
  features: FeatureSettings;
  /** Keep features seen in at least this many training items. */
  minCount: number;
  /** λ of the L2 penalty (on the weights, not the biases). */
  l2: number;
  /** Class weight w_c = (N / (K · n_c))^exponent: 0 = none, 1 = fully balanced. */
  classWeightExponent: number;
  iterations: number;
}

export interface TrainedSoftmax {
  vocabulary: string[];
  weights: Float64Array;
  biases: Float64Array;
  classWeights: number[];
}

export const trainSoftmaxModel = (rows: readonly LabelledText[], config: SoftmaxConfig, log?: (line: string) => void): TrainedSoftmax => {
  const featureLists = rows.map((row) => extractFeatures(row.text, config.features));
  const itemCounts = new Map<string, number>();
  for (const features of featureLists) {
    for (const feature of features) {
      itemCounts.set(feature, (itemCounts.get(feature) ?? 0) + 1);
    }
  }
  // Sorted, so the model file does not depend on the order of the training file.
  const vocabulary = [...itemCounts]
    .filter(([, count]) => count >= config.minCount)
    .map(([feature]) => feature)
    .sort();
  const rowOf = new Map(vocabulary.map((feature, index) => [feature, index]));
  const labelCounts = new Array<number>(EMOTIONS.length).fill(0);
  for (const row of rows) {
    for (const label of row.labels) {
      labelCounts[label] = (labelCounts[label] ?? 0) + 1 / row.labels.length;
    }
  }
  const classWeights = labelCounts.map((count) =>
    Math.pow(rows.length / (EMOTIONS.length * Math.max(count, 1)), config.classWeightExponent),
  );
  const items = rows.map((row, index) => ({
    features: (featureLists[index] ?? []).flatMap((feature) => {
      const featureRow = rowOf.get(feature);
      return featureRow === undefined ? [] : [featureRow];
    }),
    labels: row.labels,
  }));
  log?.(
    `  ${vocabulary.length} features seen in ≥ ${config.minCount} items; class weights ${classWeights.map((weight) => weight.toFixed(2)).join(", ")}`,
  );
  const { weights, biases } = trainSoftmax(buildExamples(items, classWeights), vocabulary.length, {
    l2: config.l2,
    iterations: config.iterations,
    log,
  });
  return { vocabulary, weights, biases, classWeights };
};
