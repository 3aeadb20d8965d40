// `npm run bench:checks`: one server process on a fresh PostgreSQL database. A 10,000-word document
// (real prose) goes through each writing check over HTTP with warm engines; then the same check after
// a one-block edit; then plagiarism against an index of 100,000 documents. Prints ms per tool,
// words/second and the server's peak memory.
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_PLAGIARISM_DOCUMENTS (default 100000).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { loadConfig } from "../../server/src/config";
import { openDatabase } from "../../server/src/db/client";
import { featureUsage, users } from "../../server/src/db/schema";
import { hashPassword } from "../../server/src/services/auth/passwords";
import { startUserSession } from "../../server/src/services/auth/sessions";
import { systemClock } from "../../server/src/clock";
import { FEATURES } from "@wordloom/shared/rules";
import { proseBlocks, seedFingerprintIndex } from "./checks-corpus";
import { createDatabase, dropDatabase, withDatabase } from "./seed";
import { freePort, startServer } from "./server";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const plagiarismDocuments = Number(process.env.BENCH_PLAGIARISM_DOCUMENTS ?? 100_000);
const TOOLS = ["grammar", "offensive", "pii", "legal", "citations", "inclusive", "plagiarism"] as const;
const TARGETS: Record<string, string> = {
  grammar: "≤ 350 ms",
  "offensive+pii+inclusive+legal+citations": "≤ 200 ms",
  plagiarism: "≤ 50 ms",
  "one-block edit (each tool)": "≤ 30 ms",
};

const peakMemoryMb = (pid: number | undefined): number | null => {
  if (!pid) {
    return null;
  }
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
};

const databaseName = `wordloom_bench_checks_${Date.now()}`;
const databaseUrl = withDatabase(adminUrl, databaseName);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-checks-"));
await createDatabase(adminUrl, databaseName);
let stopServer: (() => Promise<void>) | undefined;
try {
  const database = openDatabase({ databaseUrl, pgliteDir: "memory://", poolSize: 2 });
  await database.migrate();
  const now = systemClock.now();
  const [user] = await database.db
    .insert(users)
    .values({ email: "checks@bench.test", passwordHash: await hashPassword("bench password"), fname: "Bench", lname: "Checks", subscriptionType: "gold", addons: ["legal"], createdAt: now, updatedAt: now })
    .returning();
  if (!user) {
    throw new Error("could not create the bench user");
  }
  await database.db.insert(featureUsage).values(FEATURES.map((feature) => ({ userId: user.id, feature, allowedUsage: 1_000_000 })));
  const { accessToken } = await startUserSession({ db: database.db, clock: systemClock, config: loadConfig({}) }, user.id, "bench");
  console.log(`Indexing ${plagiarismDocuments.toLocaleString()} documents for plagiarism…`);
  const indexStarted = performance.now();
  await seedFingerprintIndex(databaseUrl, user.id, plagiarismDocuments);
  console.log(`  done in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  await database.db.update(users).set({ addons: ["legal"] }).where(eq(users.id, user.id));
  await database.close();

  const server = await startServer({ cwd: repoRoot, databaseUrl, dataDir, port: await freePort() });
  stopServer = () => server.stop();
  const post = async (tool: string, blocks: Array<{ id: string; text: string }>) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/analysis/${tool}`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ blocks }),
    });
    const elapsed = performance.now() - started;
    if (!response.ok) {
      throw new Error(`${tool}: ${response.status} ${await response.text()}`);
    }
    await response.json();
    return elapsed;
  };

  const warmup = proseBlocks(repoRoot, 10_000, 3_000);
  const document = proseBlocks(repoRoot, 10_000, 0);
  console.log(`Document: ${document.words.toLocaleString()} words in ${document.blocks.length} blocks; warming up the engines…`);
  for (const tool of TOOLS) {
    await post(tool, warmup.blocks);
  }
  const rows: Array<{ tool: string; ms: number; edit: number }> = [];
  for (const tool of TOOLS) {
    const ms = await post(tool, document.blocks);
    const edited = document.blocks.map((block, index) => (index === 7 ? { ...block, text: `${block.text} It was, however, far too long.` } : block));
    const edit = await post(tool, edited);
    rows.push({ tool, ms, edit });
  }
  const sum = (names: readonly string[]) => rows.filter((row) => names.includes(row.tool)).reduce((total, row) => total + row.ms, 0);
  console.log("\ntool        10,000 words   words/s   after a one-block edit");
  console.log("----------  ------------  --------  ----------------------");
  for (const row of rows) {
    console.log(
      `${row.tool.padEnd(10)}  ${`${row.ms.toFixed(0)} ms`.padStart(12)}  ${Math.round(document.words / (row.ms / 1000)).toLocaleString().padStart(8)}  ${`${row.edit.toFixed(1)} ms`.padStart(22)}`,
    );
  }
  const fiveTools = sum(["offensive", "pii", "inclusive", "legal", "citations"]);
  console.log(`\noffensive + PII + inclusive + legal + citations together: ${fiveTools.toFixed(0)} ms`);
  console.log(`server peak memory (VmHWM, main thread and check workers): ${peakMemoryMb(server.pid) ?? "?"} MB`);
  console.log(`Node ${process.version}, ${os.availableParallelism()} CPUs, plagiarism index: ${plagiarismDocuments.toLocaleString()} documents`);
  console.log("targets:", Object.entries(TARGETS).map(([name, target]) => `${name} ${target}`).join("; "));
} finally {
  await stopServer?.();
  await dropDatabase(adminUrl, databaseName);
  rmSync(dataDir, { recursive: true, force: true });
}
