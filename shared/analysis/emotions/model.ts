import { extractFeatures, featureValue, type FeatureSettings } from "./features";
import { EMOTIONS } from "./labels";

/**
 * The committed model file (model.json), written by scripts/train/emotions.ts. A softmax regression:
 * for the n known features of a text, each with value x = featureValue(n) = 1/√n,
 *   z_k = biases_k / scale + Σ_f x · weights[f·K + k] / scale,   p_k = exp(z_k) / Σ_j exp(z_j).
 * Weights are stored as integers (weight × scale) to keep the file small.
 */
export interface EmotionModelFile {
  format: string;
  notice: string;
  labels: string[];
  features: FeatureSettings;
  scale: number;
  biases: number[];
  /** Feature names; feature i owns weights[i·K … i·K + K − 1], K = labels.length. */
  vocabulary: string[];
  weights: number[];
  training: Record<string, unknown>;
  dev: Record<string, unknown>;
}

/** A model ready to score: feature name → row index, weights in floating point. */
export interface EmotionModel {
  settings: FeatureSettings;
  rows: Map<string, number>;
  weights: Float64Array;
  biases: Float64Array;
}

/** The expected `format` of model files this runtime understands. */
export const EMOTION_MODEL_FORMAT = "wordloom-emotions-softmax/1";

export const loadEmotionModel = (file: EmotionModelFile): EmotionModel => {
  if (file.format !== EMOTION_MODEL_FORMAT) {
    throw new Error(`Unknown emotion model format "${file.format}"`);
  }
  if (file.labels.join(",") !== EMOTIONS.join(",")) {
    throw new Error(`Emotion model labels ${file.labels.join(",")} differ from ${EMOTIONS.join(",")}`);
  }
  if (file.weights.length !== file.vocabulary.length * EMOTIONS.length || file.biases.length !== EMOTIONS.length) {
    throw new Error("Emotion model weights do not match its vocabulary");
  }
  const rows = new Map<string, number>();
  file.vocabulary.forEach((feature, index) => rows.set(feature, index));
  return {
    settings: file.features,
    rows,
    weights: Float64Array.from(file.weights, (weight) => weight / file.scale),
    biases: Float64Array.from(file.biases, (bias) => bias / file.scale),
  };
};

/** The logits z_k of `text` (see EmotionModelFile), or null when the text has no known feature. */
export const emotionLogits = (model: EmotionModel, text: string): Float64Array | null => {
  const rows: number[] = [];
  for (const feature of extractFeatures(text, model.settings)) {
    const row = model.rows.get(feature);
    if (row !== undefined) {
      rows.push(row);
    }
  }
  if (rows.length === 0) {
    return null;
  }
  const value = featureValue(rows.length);
  const logits = Float64Array.from(model.biases);
  for (const row of rows) {
    const offset = row * EMOTIONS.length;
    for (let k = 0; k < EMOTIONS.length; k++) {
      logits[k] = (logits[k] ?? 0) + value * (model.weights[offset + k] ?? 0);
    }
  }
  return logits;
};
