// `npm run bench:publishing`: seeds a fresh PostgreSQL database with 10,000 public documents by 100
// authors (with likes, comments, bookmarks, shares and reads), starts one server process on it and
// measures the server-rendered article page, the trending page and public search with autocannon,
// then sends 200 concurrent likes on one article from 200 readers and checks the count is exactly 200.
//
// Environment (all optional):
//   BENCH_DATABASE_URL      server to use; a database wordloom_bench_pub_<timestamp> is created on it
//                           and dropped afterwards (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_DURATION_SECONDS  measured seconds per scenario (default 10)
//   BENCH_WARMUP_SECONDS    unmeasured warm-up seconds before each scenario (default 3)
//   BENCH_CONNECTIONS       concurrent connections (default 10)
//   BENCH_DOCUMENTS         public documents (default 10000)
//   BENCH_KEEP_DATABASE=1   keep the database afterwards
//   BENCH_STRICT=1          exit 1 when a target is missed (errors, non-2xx and a wrong like count always exit 1)
import pg from "pg";
import { systemClock } from "../../server/src/clock";
import { loadConfig } from "../../server/src/config";
import { openDatabase } from "../../server/src/db/client";
import { startUserSession } from "../../server/src/domains/auth/sessions";
import { freshDatabase, httpBenchSettings, log, logMachine, report, runBenchmark, runScenarios, startBenchServer } from "./http-bench";
import { cycle, type Scenario } from "./load";
import { intFromEnv } from "./run-support";
import { seedDatabase } from "./seed";
import type { RunningServer } from "./server";

const settings = { ...httpBenchSettings(), documents: intFromEnv("BENCH_DOCUMENTS", 10_000, 100) };
const AUTHORS = 100;
const READERS = 200;

interface Published {
  articlePaths: string[];
  readerTokens: string[];
  likeTarget: { id: string; path: string };
}

/**
 * Turns the seeded documents into a public site: 100 authors with screen names share the
 * documents, every live one is public with a slug, tags and interaction counts spread like real
 * ones (a few popular, most quiet), published over the last 60 days; 200 readers get sessions.
 */
const publish = async (databaseUrl: string): Promise<Published> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const sql = (text: string, values: unknown[] = []) => pool.query(text, values);
    await sql(`UPDATE users SET handle = 'author_' || lpad((row_number)::text, 3, '0')
      FROM (SELECT id AS uid, row_number() OVER (ORDER BY email) FROM users) numbered WHERE users.id = numbered.uid`);
    await sql(`WITH authors AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM users),
      live AS (SELECT id, (row_number() OVER (ORDER BY created_at, id) - 1) % ${AUTHORS} AS n FROM documents WHERE deleted_at IS NULL)
      UPDATE documents SET owner_id = authors.id, visibility = 'public' FROM live JOIN authors USING (n) WHERE documents.id = live.id`);
    await sql(`UPDATE document_search SET owner_id = documents.owner_id FROM documents WHERE documents.id = document_search.document_id`);
    // Skewed counts: a power law over a random draw, so trending has a head and a long tail.
    await sql(`INSERT INTO publications (document_id, author_id, slug, is_public, tags, like_count, comment_count, bookmark_count, share_count, link_count, read_count, ai_rating, first_published_at, first_published_epoch, published_at, updated_at)
      SELECT d.id, d.owner_id, 'post-' || row_number() OVER (PARTITION BY d.owner_id ORDER BY d.id), true,
        ARRAY['#bench', '#topic' || (abs(hashtext(d.id::text)) % 40)],
        floor(power(random(), 6) * 500)::int, floor(power(random(), 6) * 80)::int, floor(power(random(), 6) * 120)::int,
        floor(power(random(), 6) * 60)::int, floor(power(random(), 6) * 60)::int, floor(power(random(), 4) * 20000)::int,
        round((random() * 10)::numeric, 1)::real, t, extract(epoch FROM t), t, t
      FROM (SELECT *, now() - random() * interval '60 days' AS t FROM documents WHERE deleted_at IS NULL) d`);
    await sql(
      `INSERT INTO publication_slugs (author_id, slug, document_id, created_at) SELECT author_id, slug, document_id, now() FROM publications`,
    );
    await sql("VACUUM ANALYZE");
    const { rows } = await sql(
      `SELECT u.handle, p.slug, p.document_id FROM publications p JOIN users u ON u.id = p.author_id ORDER BY p.document_id`,
    );
    const articlePaths = (rows as { handle: string; slug: string }[]).map((row) => `/publications/@${row.handle}/${row.slug}`);
    const first = rows[0] as { handle: string; slug: string; document_id: string } | undefined;
    if (!first) {
      throw new Error("nothing was published");
    }
    await sql(`UPDATE publications SET like_count = 0 WHERE document_id = $1`, [first.document_id]);
    return {
      articlePaths,
      readerTokens: await readers(databaseUrl),
      likeTarget: { id: first.document_id, path: `/publications/@${first.handle}/${first.slug}` },
    };
  } finally {
    await pool.end();
  }
};

/** 200 signed-in readers (their sessions made the way sign-in makes them). */
const readers = async (databaseUrl: string): Promise<string[]> => {
  const handle = openDatabase({ databaseUrl, pgliteDir: "memory://", poolSize: 4 });
  try {
    const config = loadConfig({ ACCESS_TOKEN_TTL_SECONDS: String(2 * 60 * 60) });
    const now = new Date().toISOString();
    const { rows } = await handle.executeSql(
      `INSERT INTO users (email, password_hash, fname, lname, created_at, updated_at)
       SELECT 'reader-' || n || '@example.test', 'x', 'Reader', n::text, $1, $1 FROM generate_series(1, ${READERS}) n RETURNING id`,
      [now],
    );
    const tokens: string[] = [];
    for (const row of rows as { id: string }[]) {
      tokens.push((await startUserSession({ db: handle.db, clock: systemClock, config }, row.id, "wordloom-bench")).accessToken);
    }
    return tokens;
  } finally {
    await handle.close();
  }
};

const check = async (server: RunningServer, published: Published, searchWord: string) => {
  for (const pathAndQuery of [published.articlePaths[0] ?? "", "/publications/trending", `/api/public/search?q=${searchWord}`]) {
    const response = await fetch(`${server.baseUrl}${pathAndQuery}`);
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`GET ${pathAndQuery} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    log(`  ${pathAndQuery}: ${Math.round(Buffer.byteLength(text) / 1024)} KiB`);
  }
};

/** 200 readers like one article at the same moment: the count must be exactly 200. */
const concurrentLikes = async (server: RunningServer, published: Published) => {
  const started = performance.now();
  const answers = await Promise.all(
    published.readerTokens.map(async (token) => {
      const response = await fetch(`${server.baseUrl}/api/public/documents/${published.likeTarget.id}/like`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      });
      return response.status;
    }),
  );
  const elapsed = performance.now() - started;
  const page = await (await fetch(`${server.baseUrl}${published.likeTarget.path}`)).text();
  const likes = Number(/data-count="likes">(\d+)</.exec(page)?.[1] ?? "-1");
  return { ok: answers.filter((status) => status === 200).length, likes, elapsedMs: elapsed };
};

const main = async (): Promise<number> => {
  const database = await freshDatabase(settings, "wordloom_bench_pub");
  await logMachine("Wordloom publishing benchmark", settings, database.url);
  await database.create();
  log("Seeding");
  const seedStarted = Date.now();
  const seeded = await seedDatabase(
    database.url,
    { documents: settings.documents, wordsPerDocument: 600, otherUsers: AUTHORS - 1, documentsPerOtherUser: 0, seed: 20_260_101 },
    log,
  );
  const published = await publish(database.url);
  log(
    `  ${published.articlePaths.length} public documents by ${AUTHORS} authors, ${READERS} readers, in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const server = await startBenchServer(database.url);
  const words = seeded.searchWords.map(({ word }) => word);
  await check(server, published, words[0] ?? "the");

  const scenarios: Scenario[] = [
    {
      name: "article page",
      description: `GET /publications/@{handle}/{slug} (server-rendered HTML) over ${published.articlePaths.length} articles`,
      nextPath: cycle(published.articlePaths),
      target: { minRequestsPerSecond: 1000, maxP99Ms: 50 },
    },
    {
      name: "trending page",
      description: "GET /publications/trending?page=1..10",
      nextPath: cycle(Array.from({ length: 10 }, (_, index) => `/publications/trending?page=${index + 1}`)),
      target: { maxP99Ms: 80 },
    },
    {
      name: "search",
      description: `GET /api/public/search?q=<word> over ${words.length} words, common to rare`,
      nextPath: cycle(words.map((word) => `/api/public/search?q=${encodeURIComponent(word)}`)),
      target: { maxP99Ms: 50 },
    },
  ];
  const results = await runScenarios(scenarios, server, database, settings);
  log(`Running 200 concurrent likes on one article from ${published.readerTokens.length} readers`);
  const likes = await concurrentLikes(server, published);
  log("");
  log(
    `200 concurrent likes: ${likes.ok} answered 200 in ${likes.elapsedMs.toFixed(0)} ms; the article shows ${likes.likes} likes (expected ${READERS}) — ${likes.likes === READERS && likes.ok === READERS ? "PASS" : "FAIL"}`,
  );
  return report(results, settings, likes.likes !== READERS || likes.ok !== READERS ? ["likes"] : []);
};

await runBenchmark(main);
