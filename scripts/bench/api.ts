// `npm run bench:api`: seeds a fresh PostgreSQL database with 1,000 documents of ~1,000 words,
// starts one server process on it and measures list, get and search with autocannon.
//
// Environment (all optional):
//   BENCH_DATABASE_URL      server to use; a database wordloom_bench_<timestamp> is created on it
//                           and dropped afterwards (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_DURATION_SECONDS  measured seconds per scenario (default 10)
//   BENCH_WARMUP_SECONDS    unmeasured warm-up seconds before each scenario (default 3)
//   BENCH_CONNECTIONS       concurrent connections (default 10)
//   BENCH_DOCUMENTS         documents of the benchmarked user (default 1000)
//   BENCH_KEEP_DATABASE=1   keep the database afterwards (to EXPLAIN queries on it)
//   BENCH_STRICT=1          exit 1 when a target is missed (errors and non-2xx always exit 1)
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DocumentListSchema, DocumentSchema } from "@wordloom/shared/model";
import { createCpuMeter } from "./cpu";
import { cycle, describeTarget, formatCpuTable, formatTable, measure, type LoadOptions, type Scenario, type ScenarioResult } from "./load";
import { createDatabase, dropDatabase, redactUrl, seedDatabase, serverVersion, withDatabase, type SeedResult } from "./seed";
import { freePort, startServer, type RunningServer } from "./server";
import { cleanUp, cleanups, intFromEnv } from "./run-support";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const settings = {
  adminUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  durationSeconds: intFromEnv("BENCH_DURATION_SECONDS", 10, 1),
  warmupSeconds: intFromEnv("BENCH_WARMUP_SECONDS", 3, 0),
  connections: intFromEnv("BENCH_CONNECTIONS", 10, 1),
  documents: intFromEnv("BENCH_DOCUMENTS", 1000, 10),
  keepDatabase: process.env.BENCH_KEEP_DATABASE === "1",
  strict: process.env.BENCH_STRICT === "1",
};
const PAGE_SIZE = 10;

const log = (line: string) => console.log(line);

const getJson = async (server: RunningServer, token: string, pathAndQuery: string): Promise<{ body: unknown; bytes: number }> => {
  const response = await fetch(`${server.baseUrl}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`GET ${pathAndQuery} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return { body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
};

/** Checks that each scenario's requests answer what they should before loading them. */
const checkResponses = async (server: RunningServer, seeded: SeedResult) => {
  const first = DocumentListSchema.parse((await getJson(server, seeded.accessToken, `/api/documents?page=1&limit=${PAGE_SIZE}`)).body);
  if (first.total !== seeded.documentIds.length || first.items.length !== PAGE_SIZE) {
    throw new Error(`the list shows ${first.total} documents (${first.items.length} on page 1), expected ${seeded.documentIds.length}`);
  }
  const documentId = seeded.documentIds[0] ?? "";
  const detail = await getJson(server, seeded.accessToken, `/api/documents/${documentId}`);
  const document = DocumentSchema.parse(detail.body);
  const searchTotals: string[] = [];
  for (const { word } of seeded.searchWords) {
    const result = DocumentListSchema.parse(
      (await getJson(server, seeded.accessToken, `/api/documents?q=${encodeURIComponent(word)}`)).body,
    );
    if (result.total === 0) {
      throw new Error(`searching for "${word}" found nothing`);
    }
    searchTotals.push(`${word} (${result.total})`);
  }
  log(`  one document: ${document.wordCount} words, ${Math.round(detail.bytes / 1024)} KiB of JSON`);
  log(`  search words (matching documents): ${searchTotals.join(", ")}`);
};

const scenarios = (seeded: SeedResult): Scenario[] => {
  const pages = Math.ceil(seeded.documentIds.length / PAGE_SIZE);
  return [
    {
      name: "list",
      description: `GET /api/documents?page=1..${pages}&limit=${PAGE_SIZE}`,
      nextPath: cycle(Array.from({ length: pages }, (_, i) => `/api/documents?page=${i + 1}&limit=${PAGE_SIZE}`)),
      target: { minRequestsPerSecond: 1500, maxP99Ms: 50 },
    },
    {
      name: "get",
      description: `GET /api/documents/:id over ${seeded.documentIds.length} ids`,
      nextPath: cycle(seeded.documentIds.map((id) => `/api/documents/${id}`)),
      target: { minRequestsPerSecond: 1500, maxP99Ms: 50 },
    },
    {
      name: "search",
      description: `GET /api/documents?q=<word> over ${seeded.searchWords.length} words, common to rare`,
      nextPath: cycle(seeded.searchWords.map(({ word }) => `/api/documents?q=${encodeURIComponent(word)}`)),
      target: { maxP99Ms: 30 },
    },
  ];
};

const main = async (): Promise<number> => {
  const databaseName = `wordloom_bench_${Date.now()}`;
  const benchUrl = withDatabase(settings.adminUrl, databaseName);
  const cpus = os.cpus();
  log("Wordloom API benchmark");
  log(
    `  node ${process.version}, ${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? "unknown model"}), ${os.platform()} ${os.release()}`,
  );
  log(`  PostgreSQL ${await serverVersion(settings.adminUrl)} at ${redactUrl(benchUrl)}`);
  log(
    `  ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per scenario; one server process`,
  );
  log(`  load average ${os.loadavg()[0]?.toFixed(2) ?? "?"} before starting (anything else busy on this machine skews the figures)`);
  log("  (server, PostgreSQL and the load generator share this machine's CPUs)");

  await createDatabase(settings.adminUrl, databaseName);
  if (settings.keepDatabase) {
    log(`  keeping ${databaseName} afterwards (BENCH_KEEP_DATABASE=1)`);
  } else {
    cleanups.push({ label: `drop ${databaseName}`, run: () => dropDatabase(settings.adminUrl, databaseName) });
  }

  log("Seeding");
  const seedStarted = Date.now();
  const seeded = await seedDatabase(
    benchUrl,
    { documents: settings.documents, wordsPerDocument: 1000, otherUsers: 3, documentsPerOtherUser: 150, seed: 20_260_101 },
    log,
  );
  log(
    `  ${seeded.documentIds.length} documents for the bench user, ${seeded.totalDocuments} in all (other users and trash), ` +
      `${seeded.averageWords} words on average, in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-"));
  cleanups.push({ label: `remove ${dataDir}`, run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const server = await startServer({ cwd: repoRoot, databaseUrl: benchUrl, dataDir, port: await freePort() });
  cleanups.push({ label: "stop the server", run: () => server.stop() });
  log(`Server pid ${server.pid ?? "?"} at ${server.baseUrl}`);
  await checkResponses(server, seeded);

  const options: LoadOptions = {
    baseUrl: server.baseUrl,
    accessToken: seeded.accessToken,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
  };
  const cpuMeter = createCpuMeter(benchUrl, databaseName, server.pid);
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios(seeded)) {
    log(`Running ${scenario.name}: ${scenario.description} (target ${describeTarget(scenario.target)})`);
    results.push(await measure(scenario, options, settings.warmupSeconds, () => server.drain(), cpuMeter));
    if (server.exited()) {
      throw new Error(`the server process ended during the ${scenario.name} scenario`);
    }
    await server.drain();
  }

  log("");
  log(formatTable(results));
  log("");
  log("CPU ms per request (server process, PostgreSQL backends of the bench database, this load generator):");
  log(formatCpuTable(results));
  log("");
  const broken = results.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (broken.length > 0) {
    console.error(`Failed requests in: ${broken.map((r) => r.scenario.name).join(", ")}`);
    return 1;
  }
  const missed = results.filter((r) => !r.passed);
  log(missed.length === 0 ? "All targets met." : `Targets missed: ${missed.map((r) => r.scenario.name).join(", ")}`);
  return missed.length > 0 && settings.strict ? 1 : 0;
};

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error("Benchmark failed:", error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
