// The trained weights → the committed model file: rounded to integers (weight × scale, i.e. two
// decimals, three significant digits for |w| ≥ 1), and features whose weights all round to zero dropped.
import { EMOTION_MODEL_FORMAT, type EmotionModelFile } from "../../../shared/analysis/emotions/model";
import { EMOTIONS } from "../../../shared/analysis/emotions/labels";
import type { FeatureSettings } from "../../../shared/analysis/emotions/features";
import type { TrainedSoftmax } from "./softmax-model";

export const WEIGHT_SCALE = 100;

export const GOEMOTIONS_NOTICE =
  "Trained on GoEmotions (Demszky et al., 2020, 'GoEmotions: A Dataset of Fine-Grained Emotions', " +
  "github.com/google-research/google-research/tree/master/goemotions), Copyright Google LLC, licensed under the " +
  "Apache License 2.0 (www.apache.org/licenses/LICENSE-2.0); Ekman grouping as in github.com/monologg/GoEmotions-pytorch " +
  "data/ekman. The weights are derived from that data by Wordloom's scripts/train/emotions.ts.";

export const toModelFile = (trained: TrainedSoftmax, features: FeatureSettings, training: Record<string, unknown>): EmotionModelFile => {
  const K = EMOTIONS.length;
  const vocabulary: string[] = [];
  const weights: number[] = [];
  trained.vocabulary.forEach((feature, row) => {
    const rounded = Array.from(trained.weights.subarray(row * K, row * K + K), (weight) => Math.round(weight * WEIGHT_SCALE) || 0);
    if (rounded.some((weight) => weight !== 0)) {
      vocabulary.push(feature);
      weights.push(...rounded);
    }
  });
  return {
    format: EMOTION_MODEL_FORMAT,
    notice: GOEMOTIONS_NOTICE,
    labels: [...EMOTIONS],
    features,
    scale: WEIGHT_SCALE,
    biases: Array.from(trained.biases, (bias) => Math.round(bias * WEIGHT_SCALE) || 0),
    vocabulary,
    weights,
    training,
    dev: {},
  };
};

/** Metadata readable in a diff, the two long arrays on one line each. */
export const serialiseModelFile = (file: EmotionModelFile): string =>
  `{\n${Object.entries(file)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(",\n")}\n}\n`;
