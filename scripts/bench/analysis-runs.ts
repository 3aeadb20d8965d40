// The measuring loop bench:checks and bench:scores share: warm-up documents, then three measured
// documents through every tool, each tool again after a one-block edit, medians per tool.
import type { AnalysisBench } from "./analysis-server";
import { proseBlocks } from "./checks-corpus";
import { median } from "./run-support";

export interface ToolTiming {
  tool: string;
  /** The whole document, ms. */
  ms: number;
  /** The same document after one block changed, ms (median of five edits of different blocks). */
  edit: number;
}

/** Measured documents (snippet offsets) and warm-up documents: no sentence in common between any two. */
export const MEASURED_OFFSETS = [0, 1_000, 2_000];
export const WARM_UP_OFFSETS = [3_000, 9_000];

/** The blocks edited in turn, spread over the document (and so over the check threads that first checked them). */
const EDITED_BLOCKS = [7, 23, 41, 59, 77];

/**
 * The document with one block changed, as a save after an edit sends it: a sentence added that no
 * check has seen (its number differs per document and block), so no engine answers it from a cache.
 */
const withOneBlockEdited = (blocks: ReadonlyArray<{ id: string; text: string }>, edited: number, documentIndex: number) =>
  blocks.map((block, index) =>
    index === edited ? { ...block, text: `${block.text} Scene ${documentIndex * 100 + edited} was, however, far too long.` } : block,
  );

/**
 * Runs every tool over two warm-up documents (V8 optimises the engines' hot functions only after
 * they have run a while, as on a server that has been up a minute), then over three 10,000-word
 * documents of real prose, each followed by five one-block edits (each alone, of a different block).
 * Returns each document's timings and the per-tool medians.
 */
export const measureTools = async (repoRoot: string, bench: AnalysisBench, tools: readonly string[]) => {
  const documents = MEASURED_OFFSETS.map((offset) => proseBlocks(repoRoot, 10_000, offset));
  console.log(
    `Documents: ${documents.map((document) => `${document.words.toLocaleString()} words in ${document.blocks.length} blocks`).join("; ")}; warming up the engines…`,
  );
  for (const offset of WARM_UP_OFFSETS) {
    const warmup = proseBlocks(repoRoot, 10_000, offset);
    for (const tool of tools) {
      await bench.post(tool, { blocks: warmup.blocks });
    }
  }
  const runs: ToolTiming[][] = [];
  for (const [documentIndex, document] of documents.entries()) {
    const run: ToolTiming[] = [];
    for (const tool of tools) {
      const ms = await bench.post(tool, { blocks: document.blocks });
      const edits: number[] = [];
      for (const edited of EDITED_BLOCKS) {
        edits.push(await bench.post(tool, { blocks: withOneBlockEdited(document.blocks, edited, documentIndex) }));
      }
      run.push({ tool, ms, edit: median(edits) });
    }
    runs.push(run);
  }
  const rows: ToolTiming[] = tools.map((tool) => {
    const measured = runs.map((run) => run.find((row) => row.tool === tool) ?? { tool, ms: Number.NaN, edit: Number.NaN });
    return { tool, ms: median(measured.map((row) => row.ms)), edit: median(measured.map((row) => row.edit)) };
  });
  return { words: median(documents.map((document) => document.words)), runs, rows };
};

/** The sum of some tools' timings in one document's run. */
export const totalOf = (run: readonly ToolTiming[], tools: readonly string[], key: "ms" | "edit" = "ms"): number =>
  run.filter((row) => tools.includes(row.tool)).reduce((sum, row) => sum + row[key], 0);
