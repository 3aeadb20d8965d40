import { EMOTIONS, type Emotion } from "../../../shared/analysis/emotions/labels";

export interface Scores {
  accuracy: number;
  macroF1: number;
  perClass: Record<Emotion, { precision: number; recall: number; f1: number; support: number }>;
}

/** Accuracy, per-class precision/recall/F1 (F1 = 2PR / (P + R)) and macro-F1 (their unweighted mean). */
export const scorePredictions = (gold: readonly number[], predicted: readonly number[]): Scores => {
  const truePositives = new Array<number>(EMOTIONS.length).fill(0);
  const goldCounts = new Array<number>(EMOTIONS.length).fill(0);
  const predictedCounts = new Array<number>(EMOTIONS.length).fill(0);
  let correct = 0;
  gold.forEach((label, index) => {
    const guess = predicted[index] ?? -1;
    goldCounts[label] = (goldCounts[label] ?? 0) + 1;
    predictedCounts[guess] = (predictedCounts[guess] ?? 0) + 1;
    if (guess === label) {
      correct += 1;
      truePositives[label] = (truePositives[label] ?? 0) + 1;
    }
  });
  const perClass = {} as Scores["perClass"];
  let f1Sum = 0;
  EMOTIONS.forEach((emotion, label) => {
    const hits = truePositives[label] ?? 0;
    const precision = hits / Math.max(1, predictedCounts[label] ?? 0);
    const recall = hits / Math.max(1, goldCounts[label] ?? 0);
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    f1Sum += f1;
    perClass[emotion] = { precision, recall, f1, support: goldCounts[label] ?? 0 };
  });
  return { accuracy: correct / Math.max(1, gold.length), macroF1: f1Sum / EMOTIONS.length, perClass };
};
