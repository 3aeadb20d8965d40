// A publishing-engine worker process on its own (the chaos test and bench:publisher start several):
// only the engine's queues, on the pg-boss schema PUBLISHER_BOSS_SCHEMA, with the real clock.
// Production runs the same workers through `npm run worker` (every domain) or the web process.
import { systemClock } from "../../server/src/clock";
import { loadConfig } from "../../server/src/config";
import type { WorkerDeps } from "../../server/src/context";
import { openDatabase } from "../../server/src/db/client";
import { publishingEngineDomain } from "../../server/src/domains/publishing-engine/publishing-engine.module";
import { EventBus } from "../../server/src/events/event-bus";
import { bossJobQueue, createBoss, ensureQueues } from "../../server/src/jobs/queue";

// bench:publisher counts this process's database round trips (every query sent, the queue's included).
let roundTrips = 0;
if (process.env.PUBLISHER_COUNT_QUERIES === "1") {
  const { default: pg } = await import("pg");
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    roundTrips += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
  poolSize: Number(process.env.PUBLISHER_POOL ?? 10),
});
const boss = createBoss(database, { schema: process.env.PUBLISHER_BOSS_SCHEMA ?? "pgboss" });
boss.on("error", (error: unknown) => console.error("queue error", error));
await boss.start();
await ensureQueues(boss, publishingEngineDomain.queues ?? []);
const deps: WorkerDeps = { config, db: database.db, clock: systemClock, jobs: bossJobQueue(boss), events: new EventBus() };
await publishingEngineDomain.workers?.(boss, deps, { pollingIntervalSeconds: 0.5 });
process.stdout.write("publisher worker ready\n");
const stop = async () => {
  process.stdout.write(`round trips ${roundTrips}\n`);
  await boss.stop({ graceful: true, wait: true });
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
