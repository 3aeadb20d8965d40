import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/client";

/** Queue names in one place. */
export const QUEUES = {
  purgeTrashedDocument: "documents.purge-trashed",
  purgeTrashSweep: "documents.purge-trash-sweep",
  cleanupAuth: "maintenance.cleanup-auth",
  indexFingerprints: "plagiarism.index-document",
} as const;

/** What services may ask of the background queue. */
export interface JobQueue {
  /** Purges the document once it has been in the trash for the retention period. */
  schedulePurge(documentId: string, purgeAfter: Date): Promise<void>;
  /** Re-fingerprints the document for plagiarism checks; saves in quick succession coalesce into one job. */
  scheduleFingerprinting(documentId: string): Promise<void>;
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

/** Queues that coalesce: "stately" keeps at most one queued job per singleton key. */
const QUEUE_POLICIES: Partial<Record<(typeof QUEUES)[keyof typeof QUEUES], "stately">> = {
  [QUEUES.indexFingerprints]: "stately",
};

export const ensureQueues = async (boss: PgBoss): Promise<void> => {
  for (const name of Object.values(QUEUES)) {
    const policy = QUEUE_POLICIES[name];
    await boss.createQueue(name, policy ? { name, policy } : { name });
  }
};

export const bossJobQueue = (boss: PgBoss): JobQueue => ({
  schedulePurge: async (documentId, purgeAfter) => {
    await boss.send(QUEUES.purgeTrashedDocument, { documentId }, { startAfter: purgeAfter, retryLimit: 5, retryBackoff: true });
  },
  scheduleFingerprinting: async (documentId) => {
    await boss.send(QUEUES.indexFingerprints, { documentId }, { singletonKey: documentId, retryLimit: 3, retryBackoff: true });
  },
});
