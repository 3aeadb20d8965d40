// Scoring a classifier on GoEmotions-Ekman items under the two protocols we report:
//   single label: only items whose Ekman labels are one class (the standard single-label protocol);
//   first label: every item, its first listed label taken as gold.
import { EMOTIONS } from "../../../shared/analysis/emotions/labels";
import { singleLabel, type LabelledText } from "./data";
import { scorePredictions, type Scores } from "./metrics";

export interface ProtocolScores extends Scores {
  items: number;
}

export interface DevReport {
  singleLabel: ProtocolScores;
  firstLabel: ProtocolScores;
}

/** Scores `predict` (text → index into EMOTIONS) on `rows` under both protocols. */
export const evaluatePredictor = (rows: readonly LabelledText[], predict: (text: string) => number): DevReport => {
  const predictions = new Map<LabelledText, number>(rows.map((row) => [row, predict(row.text)]));
  const score = (subset: readonly LabelledText[]): ProtocolScores => ({
    items: subset.length,
    ...scorePredictions(
      subset.map((row) => row.labels[0] ?? 0),
      subset.map((row) => predictions.get(row) ?? 0),
    ),
  });
  return { singleLabel: score(singleLabel(rows)), firstLabel: score(rows) };
};

const fixed = (value: number) => value.toFixed(3);

/** A plain-text table: accuracy, macro-F1 and per-class F1 of each model under one protocol. */
export const formatTable = (title: string, rows: ReadonlyArray<[string, ProtocolScores]>): string => {
  const header = ["model".padEnd(22), "accuracy", "macro-F1", ...EMOTIONS.map((emotion) => emotion.padStart(8))].join("  ");
  const lines = rows.map(([name, scores]) =>
    [
      name.padEnd(22),
      fixed(scores.accuracy).padStart(8),
      fixed(scores.macroF1).padStart(8),
      ...EMOTIONS.map((emotion) => fixed(scores.perClass[emotion].f1).padStart(8)),
    ].join("  "),
  );
  const support = [
    "support (gold items)".padEnd(22),
    "".padStart(8),
    String(rows[0]?.[1].items ?? 0).padStart(8),
    ...EMOTIONS.map((emotion) => String(rows[0]?.[1].perClass[emotion].support ?? 0).padStart(8)),
  ].join("  ");
  return [title, header, ...lines, support].join("\n");
};
