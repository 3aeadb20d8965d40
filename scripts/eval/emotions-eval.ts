// Emotion classifier accuracy on GoEmotions-Ekman dev (google-research/goemotions via
// monologg/GoEmotions-pytorch data/ekman, Apache-2.0; see shared/eval-data/README.md), scored with the
// COMMITTED model (shared/analysis/emotions/model.json) against a Naive Bayes baseline trained here
// from train.tsv. The product never reads these files: only scripts do.
//
//   node --import tsx scripts/eval/emotions-eval.ts
//
// Main figures: dev items whose Ekman labels are one class (the standard single-label protocol);
// `firstLabel` scores every item with its first listed label as gold.
import { pathToFileURL } from "node:url";
import { classifyEmotion, committedEmotionModel } from "../../shared/analysis/emotions/classify";
import { EMOTIONS, type Emotion } from "../../shared/analysis/emotions/labels";
import { readGoEmotions } from "../train/emotions/data";
import { evaluatePredictor } from "../train/emotions/evaluate";
import type { Scores } from "../train/emotions/metrics";
import { trainNaiveBayes } from "../train/emotions/naive-bayes";

export interface EmotionsEvalResult {
  /** Dev items scored (single-label protocol). */
  items: number;
  accuracy: number;
  macroF1: number;
  perClass: Record<Emotion, Scores["perClass"][Emotion]>;
  /** Every dev item, first label as gold. */
  firstLabel: { items: number; accuracy: number; macroF1: number };
  baseline: { accuracy: number; macroF1: number };
  /** Time to classify 1,000 dev sentences with the committed model (model already loaded). */
  millisPer1000: number;
}

export const evaluateEmotions = async (): Promise<EmotionsEvalResult> => {
  const dev = readGoEmotions("dev");
  const ours = evaluatePredictor(dev, (text) => EMOTIONS.indexOf(classifyEmotion(text).label));
  const baseline = evaluatePredictor(dev, trainNaiveBayes(readGoEmotions("train")).predict);
  committedEmotionModel();
  const sample = dev.slice(0, 1000).map((row) => row.text);
  const started = performance.now();
  for (const text of sample) {
    classifyEmotion(text);
  }
  const millisPer1000 = ((performance.now() - started) * 1000) / sample.length;
  const { items, accuracy, macroF1, perClass } = ours.singleLabel;
  return {
    items,
    accuracy,
    macroF1,
    perClass,
    firstLabel: { items: ours.firstLabel.items, accuracy: ours.firstLabel.accuracy, macroF1: ours.firstLabel.macroF1 },
    baseline: { accuracy: baseline.singleLabel.accuracy, macroF1: baseline.singleLabel.macroF1 },
    millisPer1000,
  };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await evaluateEmotions();
  console.log(`Emotions — GoEmotions-Ekman dev, committed model (${result.items} single-label items)`);
  console.log(
    `  accuracy ${result.accuracy.toFixed(3)}, macro-F1 ${result.macroF1.toFixed(3)} (target ≥ 0.50) ${result.macroF1 >= 0.5 ? "PASS" : "MISS"}`,
  );
  console.log(`  Naive Bayes baseline: accuracy ${result.baseline.accuracy.toFixed(3)}, macro-F1 ${result.baseline.macroF1.toFixed(3)}`);
  console.log(
    `  all ${result.firstLabel.items} items, first label as gold: accuracy ${result.firstLabel.accuracy.toFixed(3)}, macro-F1 ${result.firstLabel.macroF1.toFixed(3)}`,
  );
  console.log(`  per-class F1: ${EMOTIONS.map((emotion) => `${emotion} ${result.perClass[emotion].f1.toFixed(2)}`).join(", ")}`);
  console.log(`  speed: ${result.millisPer1000.toFixed(1)} ms per 1,000 sentences`);
}
