// `npm run bench:campaigns` (server part): a 12-week campaign with 500 posts, served by the real
// app listening on a local port, measured over HTTP:
//   - move a post (POST /api/campaign-posts/:id/move, the calendar drag): target ≤ 50 ms at p99,
//     measured as the HTTP round trip on localhost (the server's time plus a loopback hop);
//   - the post list with each filter of the list and calendar views (type, platform, status, week,
//     a month's date range, and unfiltered): target ≤ 30 ms at p99, as the Posts view asks for it
//     (GET /api/campaigns/:id/posts: the first page of 50, and a middle page through the cursors) and
//     as the calendar's lean cards, whole (GET /api/campaigns/:id/post-cards: a month, and for
//     comparison the other filters and all 500 posts).
// After seeding it runs ANALYZE (what autovacuum does on a live PostgreSQL) and it prints the load
// average: the figures mean little on a machine whose 2 cores other jobs share.
// The posts are created through the API (POST /api/campaigns/:id/posts, so every rule and check runs;
// its figures are printed as info), a third of them on X and LinkedIn accounts. The calendar month
// view's load to interactive is `npm run bench:campaigns-ui` (campaigns-ui.ts).
//
// Environment (all optional): BENCH_DATABASE_URL (a PostgreSQL server: a database
// wordloom_bench_campaigns_<timestamp> is created on it and dropped afterwards, kept with
// BENCH_KEEP_DATABASE=1; default an embedded PGlite in a temp folder), BENCH_POSTS (default 500), BENCH_WEEKS (default 12), BENCH_MOVES (default 200),
// BENCH_LIST_RUNS (requests per filter, default 200), BENCH_PORT (default 3101), BENCH_STRICT=1 (exit 1
// when a target is missed).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PostTypeKey } from "@wordloom/shared/rules";
import { buildApp } from "../../server/src/app";
import { systemClock } from "../../server/src/clock";
import { loadConfig } from "../../server/src/config";
import { openDatabase } from "../../server/src/db/client";
import { buildSocialAccount, buildUser } from "../../server/test/factories";
import { ms, printTable, type Row } from "./result-table";
import { cleanUp, cleanups, intFromEnv, median, percentile } from "./run-support";
import { createDatabase, dropDatabase, redactUrl, withDatabase } from "./seed";

const settings = {
  databaseUrl: process.env.BENCH_DATABASE_URL,
  posts: intFromEnv("BENCH_POSTS", 500, 10),
  weeks: Math.min(52, intFromEnv("BENCH_WEEKS", 12, 1)),
  moves: intFromEnv("BENCH_MOVES", 200, 10),
  listRuns: intFromEnv("BENCH_LIST_RUNS", 200, 10),
  port: intFromEnv("BENCH_PORT", 3101, 1),
  strict: process.env.BENCH_STRICT === "1",
  keepDatabase: process.env.BENCH_KEEP_DATABASE === "1",
};
const TARGETS = { moveMs: 50, listP99Ms: 30 };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * One week's mix of 42 posts, inside the weekly type limits (shared/rules/post-types.ts): the post
 * group (Post, Infographics, Polls ≤ 14), then carousels, stories, reels, videos, shorts, blogs, mail.
 */
const WEEK_MIX: PostTypeKey[] = [
  ...Array<PostTypeKey>(10).fill("post"),
  ...Array<PostTypeKey>(4).fill("infographics"),
  ...Array<PostTypeKey>(7).fill("carousel"),
  ...Array<PostTypeKey>(7).fill("story"),
  ...Array<PostTypeKey>(4).fill("reels"),
  ...Array<PostTypeKey>(4).fill("video"),
  ...Array<PostTypeKey>(3).fill("shorts"),
  ...Array<PostTypeKey>(2).fill("blog"),
  "mail",
];

const log = (line: string) => console.log(line);
const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")} on ${os.cpus().length} CPUs`;

/** PostgreSQL: a fresh database on the server BENCH_DATABASE_URL names, dropped afterwards. */
const benchDatabaseUrl = async (): Promise<string | undefined> => {
  const adminUrl = settings.databaseUrl;
  if (!adminUrl) {
    return undefined;
  }
  const name = `wordloom_bench_campaigns_${Date.now()}`;
  await createDatabase(adminUrl, name);
  if (!settings.keepDatabase) {
    cleanups.push({ label: `drop ${name}`, run: () => dropDatabase(adminUrl, name) });
  }
  log(`database ${name} on ${redactUrl(adminUrl)}`);
  return withDatabase(adminUrl, name);
};

const main = async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-campaigns-"));
  cleanups.push({ label: "data folder", run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RUN_WORKERS: "false", WARM_CHECKS: "false" });
  const databaseUrl = await benchDatabaseUrl();
  const database = openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, "db") });
  const built = await buildApp({ config, clock: systemClock, database, logger: false });
  cleanups.push({ label: "server", run: () => built.app.close() });
  cleanups.push({ label: "database", run: () => database.close() });
  const baseUrl = await built.app.listen({ port: settings.port, host: "127.0.0.1" });
  log(`server on ${baseUrl} (${databaseUrl ? "PostgreSQL" : "PGlite"}); ${loadAverage()}`);

  const { user, accessToken } = await buildUser(built.ctx, { subscriptionType: "gold" });
  const x = await buildSocialAccount(built.ctx, user);
  const linkedin = await buildSocialAccount(built.ctx, user, { platform: "linkedin", platformUserId: "bench-linkedin" });
  const call = async (method: string, url: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) {
      throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return { json: JSON.parse(text) as Record<string, unknown>, elapsed };
  };

  // Midnight UTC, one to two days ahead: the last post (day 83, up to 05:30) stays on the campaign's
  // last day whatever the hour the bench runs at (an hour-aligned start after 18:30 put it a day past the end).
  const start = new Date(Math.floor((Date.now() + 2 * DAY) / DAY) * DAY);
  const campaign = (
    await call("POST", "/api/campaigns", {
      title: "Bench: 12 weeks",
      totalWeeks: settings.weeks,
      startAt: start.toISOString(),
      timeZone: "UTC",
    })
  ).json as { id: string };
  const created: number[] = [];
  const postIds: string[] = [];
  const perWeek = Math.ceil(settings.posts / settings.weeks);
  for (let index = 0; index < settings.posts; index += 1) {
    const week = Math.floor(index / perWeek);
    const slot = index % perWeek;
    const type = WEEK_MIX[slot % WEEK_MIX.length] ?? "post";
    const publishAt = new Date(start.getTime() + week * 7 * DAY + (slot % 7) * DAY + (slot % 6) * HOUR + 30 * 60_000);
    const onAccounts = type === "post" || type === "infographics";
    const { json, elapsed } = await call("POST", `/api/campaigns/${campaign.id}/posts`, {
      type,
      title: `Post ${index + 1}`,
      content: type === "story" ? "" : `Post ${index + 1} of the bench campaign: planning ahead keeps the feed alive.`,
      publishAt: publishAt.toISOString(),
      ...(onAccounts ? { targets: index % 2 ? [{ accountId: x.id }] : [{ accountId: linkedin.id }, { accountId: x.id }] } : {}),
    });
    created.push(elapsed);
    postIds.push((json.post as { id: string }).id);
  }
  // Fresh planner statistics, as PostgreSQL's autovacuum keeps them on a live database (PGlite has no
  // autovacuum; a bench right after 500 inserts would otherwise plan with empty-table estimates).
  await database.executeSql("ANALYZE");
  log(`seeded ${postIds.length} posts over ${settings.weeks} weeks (then ANALYZE); ${loadAverage()}`);

  // Move: each move goes to another hour of the same day, so weeks and their limits stay as seeded.
  const moves: number[] = [];
  for (let run = 0; run < settings.moves; run += 1) {
    const id = postIds[(run * 37) % postIds.length] ?? "";
    const current = (await call("GET", `/api/campaign-posts/${id}`)).json as { publishAt: string };
    const at = new Date(current.publishAt);
    const hour = at.getUTCHours();
    const target = new Date(at.getTime() + (hour >= 20 ? -HOUR : HOUR));
    moves.push((await call("POST", `/api/campaign-posts/${id}/move`, { publishAt: target.toISOString() })).elapsed);
  }

  const monthFrom = start.toISOString().slice(0, 10);
  const monthTo = new Date(start.getTime() + 34 * DAY).toISOString().slice(0, 10);
  const filters: [string, string][] = [
    ["all posts", ""],
    ["type=post", "?type=post"],
    ["platform=x", "?platform=x"],
    ["status=pending", "?status=pending"],
    ["week=3", "?week=3"],
    ["a month (from/to)", `?from=${monthFrom}&to=${monthTo}`],
  ];
  const listRows: Row[] = [];
  /**
   * The post list as the Posts view asks for it: the first page of 50 for each filter, and a later
   * page (the middle one, reached by following the cursors) where the filter matches more than one page.
   */
  const withCursor = (url: string, cursor: string) => `${url}${url.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;
  const laterPage = async (firstUrl: string): Promise<string | undefined> => {
    const first = (await call("GET", firstUrl)).json as { total: number; nextCursor: string | null };
    const target = Math.floor(Math.ceil(first.total / 50) / 2);
    let cursor = first.nextCursor;
    for (let page = 1; page < target && cursor; page += 1) {
      cursor = ((await call("GET", withCursor(firstUrl, cursor))).json as { nextCursor: string | null }).nextCursor;
    }
    return target >= 1 && cursor ? withCursor(firstUrl, cursor) : undefined;
  };
  const pageLists: (readonly [string, string])[] = [];
  for (const [label, query] of filters) {
    const firstUrl = `/api/campaigns/${campaign.id}/posts${query}`;
    pageLists.push([`posts page 1, ${label}`, firstUrl]);
    const later = await laterPage(firstUrl);
    if (later) {
      pageLists.push([`posts a middle page, ${label}`, later]);
    }
  }
  // Then the calendar's lean cards, the whole answer for each filter (the calendar asks for a month;
  // the other filters and all 500 posts are printed for comparison with the paged list).
  const lists = [
    ...pageLists,
    ...filters.map(([label, query]) => [`cards ${label}`, `/api/campaigns/${campaign.id}/post-cards${query}`] as const),
  ];
  for (const [label, url] of lists) {
    const times: number[] = [];
    let count = 0;
    let total = 0;
    for (let run = 0; run < settings.listRuns + 10; run += 1) {
      const { json, elapsed } = await call("GET", url);
      count = (json.items as unknown[]).length;
      total = json.total as number;
      if (run >= 10) {
        times.push(elapsed);
      }
    }
    const p99 = percentile(times, 0.99);
    listRows.push({
      metric: `${label} (${count === total ? `${count}` : `${count} of ${total}`} posts) p99 (p50 ${ms(median(times))})`,
      measured: ms(p99),
      target: `≤ ${TARGETS.listP99Ms} ms`,
      ok: p99 <= TARGETS.listP99Ms,
    });
  }

  const rows: Row[] = [
    { metric: `create a post (p50, ${created.length} creates)`, measured: ms(median(created)), target: "-", ok: null },
    {
      metric: `move a post p50 (${moves.length} moves)`,
      measured: ms(median(moves)),
      target: `≤ ${TARGETS.moveMs} ms`,
      ok: median(moves) <= TARGETS.moveMs,
    },
    {
      metric: "move a post p99",
      measured: ms(percentile(moves, 0.99)),
      target: `≤ ${TARGETS.moveMs} ms`,
      ok: percentile(moves, 0.99) <= TARGETS.moveMs,
    },
    ...listRows,
  ];
  printTable(rows);
  log(`after the measurements: ${loadAverage()}`);
  return rows.every((row) => row.ok !== false);
};

main()
  .then(async (passed) => {
    await cleanUp();
    process.exit(settings.strict && !passed ? 1 : 0);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
