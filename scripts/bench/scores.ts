// `npm run bench:scores`: one server process on a fresh PostgreSQL database. A 10,000-word document
// (real prose) goes through every writing score over HTTP with warm engines, then again after a
// one-block edit. Prints ms per score, the total, and the server's peak memory.
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import os from "node:os";
import { startAnalysisBench, peakMemoryMb, repoRoot } from "./analysis-server";
import { proseBlocks } from "./checks-corpus";

/** The review graphs, the quality view and the AI rating: cached per block, totals recomputed. */
const SCORES = ["quality", "positivity", "emotions", "toxicity", "facts", "rating"] as const;
/** The overview pane's whole-text analyses (not cached per block). */
const OVERVIEW = ["overview", "intent", "summary", "keywords"] as const;

/**
 * Two other 10,000-word documents (no sentence in common with the measured ones) run through every
 * tool first: V8 optimises the engines' hot functions only after they have run a while, as they have
 * on a server that has been up for a minute.
 */
const WARM_UP_DOCUMENTS = [proseBlocks(repoRoot, 10_000, 3_000), proseBlocks(repoRoot, 10_000, 9_000)];

const bench = await startAnalysisBench("scores");
try {
  const document = proseBlocks(repoRoot, 10_000, 0);
  console.log(`Document: ${document.words.toLocaleString()} words in ${document.blocks.length} blocks; warming up the engines…`);
  const tools = [...SCORES, ...OVERVIEW];
  for (const warmup of WARM_UP_DOCUMENTS) {
    for (const tool of tools) {
      await bench.post(tool, { blocks: warmup.blocks });
    }
  }
  const rows: Array<{ tool: string; ms: number; edit: number }> = [];
  for (const tool of tools) {
    const ms = await bench.post(tool, { blocks: document.blocks });
    const edited = document.blocks.map((block, index) => (index === 7 ? { ...block, text: `${block.text} It was, however, far too long.` } : block));
    const edit = await bench.post(tool, { blocks: edited });
    rows.push({ tool, ms, edit });
  }
  console.log("\nscore       10,000 words   after a one-block edit");
  console.log("----------  ------------  ----------------------");
  for (const row of rows) {
    console.log(`${row.tool.padEnd(10)}  ${`${row.ms.toFixed(0)} ms`.padStart(12)}  ${`${row.edit.toFixed(1)} ms`.padStart(22)}`);
  }
  const total = (names: readonly string[], key: "ms" | "edit") => rows.filter((row) => names.includes(row.tool)).reduce((sum, row) => sum + row[key], 0);
  console.log(`\nall scores (${SCORES.join(", ")}) together: ${total(SCORES, "ms").toFixed(0)} ms (target ≤ 300 ms); after a one-block edit: ${total(SCORES, "edit").toFixed(0)} ms`);
  console.log(`overview pane (${OVERVIEW.join(", ")}) together: ${total(OVERVIEW, "ms").toFixed(0)} ms`);
  console.log(`one-block edit per score: worst ${Math.max(...rows.filter((row) => (SCORES as readonly string[]).includes(row.tool)).map((row) => row.edit)).toFixed(1)} ms (target ≤ 30 ms)`);
  // The same scores of a document the server has not seen, requested at once (as a client showing
  // every graph would): the worker threads share the work.
  const fresh = proseBlocks(repoRoot, 10_000, 6_000);
  const startedAll = performance.now();
  await Promise.all(SCORES.map((tool) => bench.post(tool, { blocks: fresh.blocks })));
  console.log(`all scores requested at once, another 10,000-word document: ${(performance.now() - startedAll).toFixed(0)} ms`);
  console.log(`server peak memory (VmHWM): ${peakMemoryMb(bench.pid) ?? "?"} MB; Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`);
} finally {
  await bench.close();
}
