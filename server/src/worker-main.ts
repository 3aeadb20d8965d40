import closeWithGrace from "close-with-grace";
import pino from "pino";
import { systemClock } from "./clock";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import type { WorkerDeps } from "./context";
import { domains } from "./domains";
import { EventBus } from "./events/event-bus";
import { subscribeDomains } from "./events/wire-events";
import { bossJobQueue, createBoss } from "./jobs/queue";
import { ensureDomainQueues, startWorkers } from "./jobs/workers";

/** Runs the background workers without the web server (`npm run worker`). */
const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 4 });
await database.migrate();
const boss = createBoss(database);
boss.on("error", (error) => log.error({ err: error }, "job queue error"));
await boss.start();
await ensureDomainQueues(boss, domains);
// Jobs emit domain events too (a purge is logged in the activity log), so this process has the same listeners.
const deps: WorkerDeps = { config, db: database.db, clock: systemClock, jobs: bossJobQueue(boss), events: new EventBus() };
subscribeDomains(domains, deps);
await startWorkers(boss, deps, domains);
log.info({ db: database.kind }, "workers running");

closeWithGrace({ delay: 10_000 }, async () => {
  await boss.stop({ graceful: true, wait: true });
  await database.close();
});
