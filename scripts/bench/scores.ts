// `npm run bench:scores`: one server process on a fresh PostgreSQL database. Three 10,000-word
// documents (real prose) go through every writing score over HTTP with warm engines, each then again
// after a one-block edit. Prints the median ms per score, the totals, and the server's peak memory.
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import os from "node:os";
import { startAnalysisBench, peakMemoryMb, repoRoot } from "./analysis-server";
import { measureTools, totalOf } from "./analysis-runs";
import { proseBlocks } from "./checks-corpus";
import { median } from "./run-support";

/** The review graphs, the quality view and the AI rating: cached per block, totals recomputed. */
const SCORES = ["quality", "positivity", "emotions", "toxicity", "facts", "rating"] as const;
/** The overview pane's whole-text analyses (not cached per block). */
const OVERVIEW = ["overview", "intent", "summary", "keywords"] as const;

const bench = await startAnalysisBench("scores");
try {
  const tools = [...SCORES, ...OVERVIEW];
  const { runs, rows } = await measureTools(repoRoot, bench, tools);
  console.log("\nscore       10,000 words   after a one-block edit   (medians of 3 documents)");
  console.log("----------  ------------  ----------------------");
  for (const row of rows) {
    console.log(`${row.tool.padEnd(10)}  ${`${row.ms.toFixed(0)} ms`.padStart(12)}  ${`${row.edit.toFixed(1)} ms`.padStart(22)}`);
  }
  const perDocument = runs.map((run) => totalOf(run, SCORES));
  console.log(
    `\nall scores (${SCORES.join(", ")}) together: median ${median(perDocument).toFixed(0)} ms (target ≤ 300 ms; per document ${perDocument.map((ms) => ms.toFixed(0)).join(" / ")}); after a one-block edit: ${median(runs.map((run) => totalOf(run, SCORES, "edit"))).toFixed(0)} ms`,
  );
  console.log(`overview pane (${OVERVIEW.join(", ")}) together: median ${median(runs.map((run) => totalOf(run, OVERVIEW))).toFixed(0)} ms`);
  console.log(
    `one-block edit per score: worst median ${Math.max(...rows.filter((row) => (SCORES as readonly string[]).includes(row.tool)).map((row) => row.edit)).toFixed(1)} ms (target ≤ 30 ms)`,
  );
  // The same scores of a document the server has not seen, requested at once (as a client showing
  // every graph would): the worker threads share the work.
  const fresh = proseBlocks(repoRoot, 10_000, 6_000);
  const startedAll = performance.now();
  await Promise.all(SCORES.map((tool) => bench.post(tool, { blocks: fresh.blocks })));
  console.log(`all scores requested at once, another 10,000-word document: ${(performance.now() - startedAll).toFixed(0)} ms`);
  console.log(
    `server peak memory (VmHWM): ${peakMemoryMb(bench.pid) ?? "?"} MB; Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  await bench.close();
}
