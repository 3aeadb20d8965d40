import type PgBoss from "pg-boss";
import { z } from "zod";
import type { DbDeps } from "../context";
import { deleteOldProviderScans } from "../integrations/plagiarism/provider-scans";
import { indexDocumentFingerprints } from "../domains/analysis/plagiarism-index";
import { cleanupAuthState } from "../domains/auth/cleanup-auth";
import { purgeExpiredTrash } from "../domains/documents/purge-trash";
import { QUEUES, type BossOptions } from "./queue";

const FINGERPRINT_BATCH = 50;

/** Document jobs carry the document id. */
const DocumentJobSchema = z.object({ documentId: z.uuid() });

/** Starts every worker and the daily schedule; called by the web process or by `npm run worker`. */
export const startWorkers = async (boss: PgBoss, deps: DbDeps, { pollingIntervalSeconds = 2 }: BossOptions = {}): Promise<void> => {
  await boss.work(QUEUES.purgeTrashedDocument, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      await purgeExpiredTrash(deps, DocumentJobSchema.parse(job.data));
    }
  });
  await boss.work(QUEUES.purgeTrashSweep, { pollingIntervalSeconds }, async () => {
    await purgeExpiredTrash(deps);
  });
  // Every save queues one; taking them in batches keeps a busy queue from falling behind.
  await boss.work(QUEUES.indexFingerprints, { pollingIntervalSeconds, batchSize: FINGERPRINT_BATCH }, async (jobs) => {
    for (const job of jobs) {
      await indexDocumentFingerprints(deps.db, DocumentJobSchema.parse(job.data).documentId);
    }
  });
  await boss.work(QUEUES.cleanupAuth, { pollingIntervalSeconds }, async () => {
    await cleanupAuthState(deps);
    await deleteOldProviderScans(deps);
  });
  await boss.schedule(QUEUES.purgeTrashSweep, "17 3 * * *", {}, { tz: "UTC" });
  await boss.schedule(QUEUES.cleanupAuth, "47 3 * * *", {}, { tz: "UTC" });
};
