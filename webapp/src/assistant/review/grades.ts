import { tokens } from "@fluentui/react-components";

/** Spec document 2 §4: positivity ≥ 50 good, ≥ 30 ok, else poor. */
export const positivityGrade = (value: number): "good" | "ok" | "poor" => (value >= 50 ? "good" : value >= 30 ? "ok" : "poor");

export const GRADE_LABELS = { good: "Good", ok: "Ok", poor: "Poor" } as const;

export const POSITIVITY_BANDS = [
  { from: 0, to: 30, color: tokens.colorPaletteRedBackground3, label: "Poor" },
  { from: 30, to: 50, color: tokens.colorPaletteMarigoldBackground3, label: "Ok" },
  { from: 50, to: 100, color: tokens.colorPaletteGreenBackground3, label: "Good" },
] as const;

export type QualityMetric = "readability" | "repetitiveness" | "uniqueness" | "connectives";

const QUALITY_THRESHOLDS: Record<QualityMetric, readonly number[]> = {
  readability: [100, 75, 50, 25],
  repetitiveness: [80, 60, 40, 20],
  uniqueness: [80, 60, 40, 20],
  connectives: [95, 93, 91, 90],
};
const QUALITY_RATINGS = [100, 80, 60, 50] as const;

/**
 * Spec document 2 §9 quality rating bands, read as shared/analysis/quality/bands.ts reads them
 * (that module is not imported: its package entry would bring the CMU dictionary into the web
 * app): meeting the first threshold rates 100, then 80, 60, 50, else 20. Every bar is better higher.
 */
export const qualityRating = (metric: QualityMetric, score: number): number => {
  const index = QUALITY_THRESHOLDS[metric].findIndex((threshold) => score >= threshold);
  return index === -1 ? 20 : (QUALITY_RATINGS[index] ?? 20);
};

/** Spec document 2 §9: scores out of 10 with one decimal. */
export const outOfTen = (score: number) => `${score.toFixed(1)}/10`;

/** A sentence whose readability is below this is highlighted as weak in the quality view. */
export const WEAK_READABILITY = 50;
