import type { AnalysisBench } from "./analysis-server";

/**
 * The worst cases one request may send within the API's limits (and the one it refuses), each
 * timed alone, and the latency of another user's one-sentence grammar check while it runs.
 * Every run uses fresh text, so no answer comes from the per-block cache.
 */
interface WorstCase {
  name: string;
  tool: "grammar" | "offensive";
  blocks: (variant: number) => Array<{ id: string; text: string }>;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const letter = (variant: number) => LETTERS[variant % LETTERS.length] ?? "a";

export const WORST_CASES: readonly WorstCase[] = [
  {
    name: "20,000 characters without a space",
    tool: "grammar",
    blocks: (variant) => [{ id: "b0", text: letter(variant).repeat(20_000) }],
  },
  {
    name: "20 runs of 1,000 characters (the longest allowed)",
    tool: "grammar",
    blocks: (variant) => [{ id: "b0", text: Array.from({ length: 19 }, () => letter(variant).repeat(1_000)).join(" ") }],
  },
  { name: "'a. ' × 6,666 (grammar)", tool: "grammar", blocks: (variant) => [{ id: "b0", text: `${letter(variant)}. `.repeat(6_666) }] },
  { name: "'a. ' × 6,666 (offensive)", tool: "offensive", blocks: (variant) => [{ id: "b0", text: `${letter(variant)}. `.repeat(6_666) }] },
  {
    name: "120 KB of one-word sentences",
    tool: "grammar",
    blocks: (variant) =>
      Array.from({ length: 120 }, (_, index) => ({ id: `b${index}`, text: `W${letter(variant)}rd${index}. `.repeat(166) })),
  },
];

let sentence = 0;
const oneSentence = () => {
  sentence += 1;
  return { blocks: [{ id: "s", text: `The lock on shed number ${sentence} were broken.` }] };
};

export interface WorstCaseRow {
  name: string;
  /** The worst case alone: milliseconds, or the refusal. */
  alone: string;
  /** The worst case while the small check ran. */
  contended: string;
  /** The small check's latency while the worst case ran. */
  smallMs: number | null;
}

const describeAnswer = (ms: number, answer: unknown): string => {
  const unchecked = (answer as { uncheckedBlockIds?: string[] }).uncheckedBlockIds;
  return `${ms.toFixed(0)} ms${unchecked ? ` (partial: ${unchecked.length} blocks unchecked)` : ""}`;
};

const attempt = async (run: () => Promise<{ ms: number; answer: unknown }>): Promise<{ text: string; refused: boolean }> => {
  try {
    const { ms, answer } = await run();
    return { text: describeAnswer(ms, answer), refused: false };
  } catch (error) {
    return { text: `refused (${String(error).slice(0, 60)}…)`, refused: true };
  }
};

/** The small check's latency alone (median of 5, warm engines). */
export const smallCheckAlone = async (bench: AnalysisBench): Promise<number[]> => {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    times.push((await bench.postAsOther("grammar", oneSentence())).ms);
  }
  return times;
};

export const measureWorstCases = async (bench: AnalysisBench): Promise<WorstCaseRow[]> => {
  const rows: WorstCaseRow[] = [];
  let variant = 0;
  for (const worst of WORST_CASES) {
    variant += 1;
    const alone = await attempt(() => bench.postWithAnswer(worst.tool, { blocks: worst.blocks(variant) }));
    if (alone.refused) {
      rows.push({ name: worst.name, alone: alone.text, contended: "-", smallMs: null });
      continue;
    }
    variant += 1;
    const running = attempt(() => bench.postWithAnswer(worst.tool, { blocks: worst.blocks(variant) }));
    // Let the worst case reach the check threads first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const small = await bench.postAsOther("grammar", oneSentence());
    rows.push({ name: worst.name, alone: alone.text, contended: (await running).text, smallMs: small.ms });
  }
  return rows;
};
