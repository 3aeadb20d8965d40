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
import { DocumentListSchema, DocumentSchema } from "@wordloom/shared/model";
import { freshDatabase, httpBenchSettings, log, logMachine, report, runBenchmark, runScenarios, startBenchServer } from "./http-bench";
import { cycle, type Scenario } from "./load";
import { intFromEnv } from "./run-support";
import { seedDatabase, type SeedResult } from "./seed";
import type { RunningServer } from "./server";

const settings = { ...httpBenchSettings(), documents: intFromEnv("BENCH_DOCUMENTS", 1000, 10) };
const PAGE_SIZE = 10;

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
  const database = await freshDatabase(settings, "wordloom_bench");
  await logMachine("Wordloom API benchmark", settings, database.url);
  await database.create();

  log("Seeding");
  const seedStarted = Date.now();
  const seeded = await seedDatabase(
    database.url,
    { documents: settings.documents, wordsPerDocument: 1000, otherUsers: 3, documentsPerOtherUser: 150, seed: 20_260_101 },
    log,
  );
  log(
    `  ${seeded.documentIds.length} documents for the bench user, ${seeded.totalDocuments} in all (other users and trash), ` +
      `${seeded.averageWords} words on average, in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const server = await startBenchServer(database.url);
  await checkResponses(server, seeded);
  const results = await runScenarios(scenarios(seeded), server, database, settings, seeded.accessToken);
  return report(results, settings);
};

await runBenchmark(main);
