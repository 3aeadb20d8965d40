import { DEFAULT_EMOTION, EMOTIONS, type Emotion } from "./labels";
import { emotionLogits, type EmotionModel } from "./model";

export interface EmotionResult {
  /** The most probable emotion. */
  label: Emotion;
  /** Probability of each emotion; they sum to 1. */
  scores: Record<Emotion, number>;
}

const certain = (emotion: Emotion): EmotionResult => ({
  label: emotion,
  scores: Object.fromEntries(EMOTIONS.map((name) => [name, name === emotion ? 1 : 0])) as Record<Emotion, number>,
});

/**
 * The emotion of one sentence (or any short text) under `model`: p_k = exp(z_k − max z) / Σ_j exp(z_j − max z).
 * A text with no feature the model knows (empty, numbers only, unknown words) is neutral with certainty.
 */
export const predictEmotion = (model: EmotionModel, text: string): EmotionResult => {
  const logits = emotionLogits(model, text);
  if (!logits) {
    return certain(DEFAULT_EMOTION);
  }
  const max = Math.max(...logits);
  const exponentials = Array.from(logits, (logit) => Math.exp(logit - max));
  const total = exponentials.reduce((sum, value) => sum + value, 0);
  const scores = Object.fromEntries(EMOTIONS.map((emotion, k) => [emotion, (exponentials[k] ?? 0) / total])) as Record<Emotion, number>;
  const label = EMOTIONS.reduce((best, emotion) => (scores[emotion] > scores[best] ? emotion : best));
  return { label, scores };
};
