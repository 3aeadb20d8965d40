// `npm run bench:checks`: one server process on a fresh PostgreSQL database. Three 10,000-word
// documents (real prose) go through each writing check over HTTP with warm engines, each then again
// after a one-block edit; plagiarism searches an index of 100,000 documents. Prints the median ms per
// tool, words/second and the server's peak memory; then the worst cases one request may send (each
// alone, and the latency of another user's one-sentence check while it runs).
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_PLAGIARISM_DOCUMENTS (default 100000), BENCH_WORST_CASES_ONLY=1 (only the worst cases).
import os from "node:os";
import { startAnalysisBench, peakMemoryMb, repoRoot } from "./analysis-server";
import { MEASURED_OFFSETS, measureTools, totalOf, WARM_UP_OFFSETS } from "./analysis-runs";
import { seedFingerprintIndex } from "./checks-corpus";
import { measureWorstCases, smallCheckAlone } from "./fairness-runs";
import { measureRawHarper } from "./raw-harper";
import { median } from "./run-support";

const plagiarismDocuments = Number(process.env.BENCH_PLAGIARISM_DOCUMENTS ?? 100_000);
const TOOLS = ["grammar", "offensive", "pii", "legal", "citations", "inclusive", "plagiarism"] as const;
const TARGETS: Record<string, string> = {
  grammar: "≤ 350 ms",
  "grammar over HTTP / raw harper.js (default rules, one thread)": "≤ 0.25",
  "offensive+pii+inclusive+legal+citations": "≤ 200 ms",
  plagiarism: "≤ 50 ms",
  "one-block edit (each tool)": "≤ 30 ms",
  "another user's one-sentence check while a worst case runs": "≤ 300 ms",
};

const bench = await startAnalysisBench("checks", async (databaseUrl, userId) => {
  console.log(`Indexing ${plagiarismDocuments.toLocaleString()} documents for plagiarism…`);
  const indexStarted = performance.now();
  await seedFingerprintIndex(databaseUrl, userId, plagiarismDocuments);
  console.log(`  done in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
});
try {
  if (process.env.BENCH_WORST_CASES_ONLY !== "1") {
    const { words, runs, rows } = await measureTools(repoRoot, bench, TOOLS);
    const sum = (names: readonly string[]) => median(runs.map((run) => totalOf(run, names)));
    console.log("\ntool        10,000 words   words/s   after a one-block edit   (medians of 3 documents)");
    console.log("----------  ------------  --------  ----------------------");
    for (const row of rows) {
      console.log(
        `${row.tool.padEnd(10)}  ${`${row.ms.toFixed(0)} ms`.padStart(12)}  ${Math.round(words / (row.ms / 1000))
          .toLocaleString()
          .padStart(8)}  ${`${row.edit.toFixed(1)} ms`.padStart(22)}`,
      );
    }
    const fiveTools = sum(["offensive", "pii", "inclusive", "legal", "citations"]);
    console.log(`\noffensive + PII + inclusive + legal + citations together: ${fiveTools.toFixed(0)} ms`);
    // After the server's runs, so the two never share the CPU.
    const rawHarper = await measureRawHarper(repoRoot, MEASURED_OFFSETS, WARM_UP_OFFSETS);
    const grammar = rows.find((row) => row.tool === "grammar")?.ms ?? Number.NaN;
    console.log(
      `raw harper.js (default rules, one thread, same documents): ${rawHarper.toFixed(0)} ms; Wordloom's grammar over HTTP / raw: ${(grammar / rawHarper).toFixed(2)}`,
    );
  }
  console.log("\nworst cases (each alone, then again while another user checks one sentence)");
  const alone = await smallCheckAlone(bench);
  console.log(`one-sentence grammar check alone: median ${median(alone).toFixed(0)} ms`);
  for (const row of await measureWorstCases(bench)) {
    console.log(
      `  ${row.name.padEnd(50)} alone ${row.alone.padEnd(40)} with the small check ${row.contended.padEnd(40)} small check ${
        row.smallMs === null ? "-" : `${row.smallMs.toFixed(0)} ms`
      }`,
    );
  }
  console.log(`server peak memory (VmHWM, main thread and check workers): ${peakMemoryMb(bench.pid) ?? "?"} MB`);
  console.log(
    `Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}, plagiarism index: ${plagiarismDocuments.toLocaleString()} documents`,
  );
  console.log(
    "targets:",
    Object.entries(TARGETS)
      .map(([name, target]) => `${name} ${target}`)
      .join("; "),
  );
} finally {
  await bench.close();
}
