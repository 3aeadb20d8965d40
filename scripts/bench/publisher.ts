// `npm run bench:publisher`: 1,000 targets due in the same minute, published by 1 and then by 2
// worker processes (scripts/publisher/worker.ts) against the fake platform server started here, on
// a fresh PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// created and dropped by the run). Prints due → posted latency p50/p99 (target p99 ≤ 2 s with one
// process), throughput in targets/s and its ratio 2 processes / 1 (target ≥ 1.7), and database round
// trips per target (every query the workers sent, the queue's polling and completion included), and
// the CPU milliseconds each target cost in the worker processes, in the PostgreSQL backends of the
// bench database and in this process (the fake platform server and the bench's own polling), read
// from /proc, so a 2-core machine shows which of the three the second worker process waits for.
//
// Environment: BENCH_TARGETS (default 1000), BENCH_ACCOUNTS (default 4 X accounts), PUBLISHER_CONCURRENCY (default 16).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, inArray } from "drizzle-orm";
import pg from "pg";
import { systemClock } from "../../server/src/clock";
import { loadConfig } from "../../server/src/config";
import { openDatabase } from "../../server/src/db/client";
import { users } from "../../server/src/domains/account/users.tables";
import { planPostPublishing } from "../../server/src/domains/publishing-engine/plan-publishing";
import { engineTargets } from "../../server/src/domains/publishing-engine/publishing-engine.tables";
import { socialAccounts } from "../../server/src/domains/social-accounts/social-accounts.tables";
import { socialRuntime } from "../../server/src/domains/social-accounts/social-runtime";
import {
  releaseAllAt,
  startChaosQueue,
  startWorkerProcess,
  waitUntil,
  type WorkerProcess,
} from "../../server/src/domains/publishing-engine/chaos-kit";
import { bossJobQueue } from "../../server/src/jobs/queue";
import { startFakePlatforms } from "../fake-platforms/server";
import { createCpuMeter, processCpuMs } from "./cpu";
import { intFromEnv, percentile } from "./run-support";

const targetCount = intFromEnv("BENCH_TARGETS", 1_000, 10);
const accountCount = intFromEnv("BENCH_ACCOUNTS", 4, 1);
const concurrency = String(intFromEnv("PUBLISHER_CONCURRENCY", 16, 1));
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const APP_SECRET = "bench-publisher-app-secret-of-32-characters";

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

interface RunFigures {
  processes: number;
  p50: number;
  p99: number;
  throughput: number;
  roundTripsPerTarget: number;
  /** CPU ms per target: worker processes, PostgreSQL backends of the bench database, this process (fake server). */
  cpuPerTarget: { workers: number | undefined; database: number | undefined; bench: number };
  /** Wall time from the due instant to the last target posted. */
  wallMs: number;
}

const fake = await startFakePlatforms(0);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-publisher-"));
const dbName = `wordloom_bench_publisher_${Date.now()}`;
await admin(`CREATE DATABASE ${dbName}`);
const databaseUrl = withDatabase(serverUrl, dbName);
const database = openDatabase({ databaseUrl, pgliteDir: "memory://", poolSize: 8 });
const env = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  APP_SECRET,
  PLATFORMS_BASE: fake.baseUrl,
  X_CLIENT_ID: "bench-x",
  LOG_LEVEL: "silent",
};
const running: WorkerProcess[] = [];
try {
  await database.migrate();
  const config = loadConfig({ ...process.env, ...env });
  const { cipher } = socialRuntime({ config, clock: systemClock });
  const now = new Date();
  const [owner] = await database.db
    .insert(users)
    .values({
      email: `bench-${randomUUID()}@example.test`,
      passwordHash: "x",
      fname: "Bench",
      lname: "User",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!owner) {
    throw new Error("no user");
  }
  const accountIds: string[] = [];
  for (let index = 0; index < accountCount; index += 1) {
    const token = `bench-x-access-${randomUUID()}`;
    fake.registerToken("x", token);
    const [account] = await database.db
      .insert(socialAccounts)
      .values({
        ownerId: owner.id,
        platform: "x",
        platformUserId: `bench-x-${index}`,
        username: `bench_${index}`,
        accessTokenSealed: cipher.seal(token),
        linkedAt: now,
        updatedAt: now,
      })
      .returning();
    accountIds.push(account?.id ?? "");
  }
  console.log(
    `Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}; ${targetCount} targets on ${accountCount} X accounts; ${concurrency} jobs at once per process\n`,
  );

  const runWith = async (processes: number): Promise<RunFigures> => {
    const schema = `pgboss_bench_${processes}`;
    const boss = await startChaosQueue(databaseUrl, schema);
    const workers: WorkerProcess[] = [];
    for (let index = 0; index < processes; index += 1) {
      const worker = startWorkerProcess({
        ...env,
        PUBLISHER_BOSS_SCHEMA: schema,
        PUBLISHER_CONCURRENCY: concurrency,
        PUBLISHER_POLLING_SECONDS: "0.5",
        PUBLISHER_POOL: "12",
        PUBLISHER_COUNT_QUERIES: "1",
      });
      workers.push(worker);
      running.push(worker);
    }
    await Promise.all(workers.map((worker) => worker.ready));
    const cpuMeter = createCpuMeter(serverUrl, dbName, undefined);
    // Planned first (held: no job yet), then every target made due at one instant and its job
    // queued in one insert, so the figures measure publishing, not planning.
    const deps = { db: database.db, clock: systemClock, jobs: bossJobQueue(boss) };
    const postIds: string[] = [];
    for (let index = 0; index < targetCount; index += 1) {
      const postId = randomUUID();
      postIds.push(postId);
      await planPostPublishing(deps, {
        postId,
        ownerId: owner.id,
        title: `Bench ${index}`,
        dueAt: new Date(Date.now() + 3_600_000),
        held: true,
        content: { text: `Bench post ${index} ${postId}`, media: [] },
        targets: [{ platform: "x", accountId: accountIds[index % accountIds.length] ?? "" }],
      });
    }
    const dueAt = new Date(Date.now() + 2_000);
    const workerCpu = () => {
      const values = workers.map((worker) => processCpuMs(worker.child.pid));
      return values.every((value) => value !== undefined) ? values.reduce((sum, value) => sum + (value ?? 0), 0) : undefined;
    };
    const cpuBefore = { workers: workerCpu(), database: await cpuMeter.snapshot(), bench: process.cpuUsage() };
    await releaseAllAt(database.db, boss, postIds, dueAt);
    const done = async () => {
      const [left] = await database.db
        .select({ count: count() })
        .from(engineTargets)
        .where(inArray(engineTargets.state, ["scheduled", "publishing"]));
      return (left?.count ?? 1) === 0;
    };
    await waitUntil(done, 180_000, "every target settled");
    const rows = await database.db.select().from(engineTargets).where(inArray(engineTargets.postId, postIds));
    const posted = rows.filter((row) => row.state === "posted" && row.postedAt);
    if (posted.length !== rows.length) {
      throw new Error(`only ${posted.length} of ${rows.length} posted`);
    }
    const latencies = posted.map((row) => (row.postedAt?.getTime() ?? 0) - dueAt.getTime());
    const last = Math.max(...latencies);
    const workersAfter = workerCpu();
    const databaseUse = await cpuMeter.used(cpuBefore.database);
    const benchUse = process.cpuUsage(cpuBefore.bench);
    const perTarget = (ms: number | undefined) => (ms === undefined ? undefined : ms / posted.length);
    const outputs = workers.map(
      (worker) =>
        new Promise<number>((resolve) => {
          let text = "";
          worker.child.stdout?.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          worker.child.once("exit", () => resolve(Number(/round trips (\d+)/.exec(text)?.[1] ?? 0)));
        }),
    );
    for (const worker of workers) {
      worker.child.kill("SIGTERM");
    }
    const trips = (await Promise.all(outputs)).reduce((sum, value) => sum + value, 0);
    await boss.stop({ graceful: false, wait: true });
    return {
      processes,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      throughput: posted.length / (Math.max(last, 1) / 1000),
      roundTripsPerTarget: trips / posted.length,
      cpuPerTarget: {
        workers: perTarget(workersAfter !== undefined && cpuBefore.workers !== undefined ? workersAfter - cpuBefore.workers : undefined),
        database: perTarget(databaseUse.databaseMs),
        bench: (benchUse.user + benchUse.system) / 1000 / posted.length,
      },
      wallMs: last,
    };
  };

  const one = await runWith(1);
  const two = await runWith(2);
  console.log("processes   due → posted p50   p99        throughput       DB round trips / target");
  console.log("---------   ----------------   --------   --------------   -----------------------");
  for (const run of [one, two]) {
    console.log(
      `${String(run.processes).padEnd(9)}   ${`${run.p50.toFixed(0)} ms`.padStart(16)}   ${`${run.p99.toFixed(0)} ms`.padStart(8)}   ${`${run.throughput.toFixed(1)} targets/s`.padStart(14)}   ${run.roundTripsPerTarget.toFixed(1).padStart(23)}`,
    );
  }
  const ms = (value: number | undefined) => (value === undefined ? "n/a" : `${value.toFixed(2)} ms`);
  console.log("\nCPU per target (from /proc; the machine's other work not included)");
  for (const run of [one, two]) {
    const { workers, database: db, bench } = run.cpuPerTarget;
    const total = (workers ?? 0) + (db ?? 0) + bench;
    const busy = (total * targetCount) / run.wallMs;
    console.log(
      `${run.processes} process${run.processes > 1 ? "es" : ""}: workers ${ms(workers)}, PostgreSQL ${ms(db)}, fake server + bench ${ms(bench)}; total ${ms(total)} → ${busy.toFixed(2)} of ${os.cpus().length} cores busy with this bench`,
    );
  }
  const ratio = two.throughput / one.throughput;
  console.log(`\np99 with 1 process ${one.p99.toFixed(0)} ms (target ≤ 2000 ms) ${one.p99 <= 2_000 ? "ok" : "MISSED"}`);
  console.log(`throughput 2 processes / 1: ${ratio.toFixed(2)} (target ≥ 1.7) ${ratio >= 1.7 ? "ok" : "MISSED"}`);
} finally {
  for (const worker of running) {
    worker.child.kill("SIGKILL");
  }
  await database.close();
  await fake.close();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
