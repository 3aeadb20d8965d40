import closeWithGrace from "close-with-grace";
import pino from "pino";
import { systemClock } from "./clock";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createBoss, ensureQueues } from "./jobs/queue";
import { startWorkers } from "./jobs/workers";

/** Runs the background workers without the web server (`npm run worker`). */
const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 4 });
await database.migrate();
const boss = createBoss(database);
boss.on("error", (error) => log.error({ err: error }, "job queue error"));
await boss.start();
await ensureQueues(boss);
await startWorkers(boss, { db: database.db, clock: systemClock });
log.info({ db: database.kind }, "workers running");

closeWithGrace({ delay: 10_000 }, async () => {
  await boss.stop({ graceful: true, wait: true });
  await database.close();
});
