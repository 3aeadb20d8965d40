import PgBoss from "pg-boss";
import { executeSqlOn, type Database, type DatabaseHandle } from "../db/client";

/** A queue a domain owns: its name ("<domain>.<job>") and pg-boss policy ("stately" coalesces by singleton key). */
export interface QueueDefinition {
  name: string;
  policy?: "standard" | "short" | "singleton" | "stately";
}

/** A cron schedule (UTC) that sends an empty job to one of the domain's queues. */
export interface ScheduleDefinition {
  queue: string;
  cron: string;
}

export type SendOptions = Pick<
  PgBoss.SendOptions,
  "startAfter" | "singletonKey" | "retryLimit" | "retryBackoff" | "retryDelay" | "expireInSeconds"
>;

/** One job of a batch: its queue, data and options. */
export interface QueuedJob {
  queue: string;
  data: object;
  options?: SendOptions;
}

/** What services may ask of the background queue; each domain wraps it in typed senders for its own queues. */
export interface JobQueue {
  send(queue: string, data: object, options?: SendOptions): Promise<void>;
  /**
   * Queues several jobs in one statement; with `db` (a drizzle transaction) inside that
   * transaction, so the jobs exist only if the caller's change commits.
   */
  sendMany(jobs: readonly QueuedJob[], options?: { db?: Pick<Database, "execute"> }): Promise<void>;
}

export interface BossOptions {
  /** How often idle workers look for work. */
  pollingIntervalSeconds?: number;
  /**
   * The database schema of the queue's tables (default "pgboss"). Test apps that run workers each
   * take their own, so no other test file's workers (with another clock) take their jobs.
   */
  schema?: string;
}

export const DEFAULT_BOSS_SCHEMA = "pgboss";

/**
 * pg-boss on the app's own database. On PostgreSQL it opens a small pool of its own; on PGlite
 * it runs through the same single connection (multi-statement SQL without parameters goes
 * through PGlite's exec; see db/client.ts).
 */
export const createBoss = (database: DatabaseHandle, { schema = DEFAULT_BOSS_SCHEMA }: Pick<BossOptions, "schema"> = {}): PgBoss => {
  const boss = database.connectionString
    ? new PgBoss({ connectionString: database.connectionString, max: 4, schema })
    : new PgBoss({ db: { executeSql: database.executeSql }, schema });
  return boss;
};

export const ensureQueues = async (boss: PgBoss, queues: readonly QueueDefinition[]): Promise<void> => {
  for (const { name, policy } of queues) {
    await boss.createQueue(name, policy ? { name, policy } : { name });
  }
};

/** A job as pg-boss's insert takes it: a start as an ISO instant, or seconds from the database's now. */
const insertOf = ({ queue, data, options = {} }: QueuedJob): PgBoss.JobInsert => {
  const { startAfter, ...rest } = options;
  return {
    name: queue,
    data,
    ...rest,
    ...(startAfter === undefined ? {} : { startAfter: startAfter instanceof Date ? startAfter.toISOString() : String(startAfter) }),
  };
};

export const bossJobQueue = (boss: PgBoss): JobQueue => ({
  send: async (queue, data, options = {}) => {
    await boss.send(queue, data, options);
  },
  sendMany: async (jobs, { db } = {}) => {
    if (jobs.length === 0) {
      return;
    }
    // pg-boss's insert is one statement whose parameters each appear once, so it runs through a
    // drizzle handle (executeSqlOn); its send repeats parameters and needs the driver's own.
    await boss.insert(jobs.map(insertOf), db ? { db: { executeSql: executeSqlOn(db) } } : {});
  },
});
