// GoEmotions grouped into Ekman's emotions (github.com/monologg/GoEmotions-pytorch, data/ekman/, from
// google-research/goemotions; Apache-2.0). Rows: `text<TAB>label ids<TAB>id`, label ids index labels.txt.
// Only scripts read these files; the product reads the committed model.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { EMOTIONS } from "../../../shared/analysis/emotions/labels";

export interface LabelledText {
  text: string;
  /** Distinct label indices into EMOTIONS, in the file's order (the first is the "primary" label). */
  labels: number[];
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const EMOTIONS_DATA_DIR = resolve(REPO_ROOT, "../shared/eval-data/emotions");

/** Reads one split ("train" or "dev"), checking that labels.txt lists the emotions in our order. */
export const readGoEmotions = (split: "train" | "dev"): LabelledText[] => {
  const names = readFileSync(resolve(EMOTIONS_DATA_DIR, "labels.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (names.join(",") !== EMOTIONS.join(",")) {
    throw new Error(`labels.txt lists ${names.join(",")}, expected ${EMOTIONS.join(",")}`);
  }
  const rows: LabelledText[] = [];
  for (const line of readFileSync(resolve(EMOTIONS_DATA_DIR, `${split}.tsv`), "utf8").split("\n")) {
    const [text, ids] = line.split("\t");
    if (!text || ids === undefined) {
      continue;
    }
    const labels = [...new Set(ids.split(",").map(Number))];
    if (labels.some((label) => !Number.isInteger(label) || label < 0 || label >= EMOTIONS.length)) {
      throw new Error(`Bad label ids "${ids}" in ${split}.tsv`);
    }
    rows.push({ text, labels });
  }
  return rows;
};

/** Items whose Ekman labels are one class: the standard single-label protocol. */
export const singleLabel = (rows: readonly LabelledText[]): LabelledText[] => rows.filter((row) => row.labels.length === 1);
