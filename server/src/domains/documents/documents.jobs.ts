import { z } from "zod";
import { LIMITS } from "@wordloom/shared/rules";
import { addDays } from "../../clock";
import type { JobQueue, QueueDefinition, ScheduleDefinition } from "../../jobs/queue";
import type { DomainModule } from "../domain-module";
import { purgeExpiredTrash } from "./purge-trash";

/** The documents domain's queues. */
export const DOCUMENT_QUEUES = {
  purgeTrashedDocument: "documents.purge-trashed",
  purgeTrashSweep: "documents.purge-trash-sweep",
} as const;

export const documentQueues: readonly QueueDefinition[] = [
  { name: DOCUMENT_QUEUES.purgeTrashedDocument },
  { name: DOCUMENT_QUEUES.purgeTrashSweep },
];

/** The daily sweep catches any document whose own purge job was lost. */
export const documentSchedules: readonly ScheduleDefinition[] = [{ queue: DOCUMENT_QUEUES.purgeTrashSweep, cron: "17 3 * * *" }];

const DocumentJobSchema = z.object({ documentId: z.uuid() });

/** Purges the document once it has been in the trash for the retention period. */
export const scheduleDocumentPurge = (jobs: JobQueue, documentId: string, trashedAt: Date): Promise<void> =>
  jobs.send(
    DOCUMENT_QUEUES.purgeTrashedDocument,
    { documentId },
    { startAfter: addDays(trashedAt, LIMITS.trashRetentionDays), retryLimit: 5, retryBackoff: true },
  );

export const startDocumentWorkers: NonNullable<DomainModule["workers"]> = async (boss, deps, { pollingIntervalSeconds }) => {
  await boss.work(DOCUMENT_QUEUES.purgeTrashedDocument, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      await purgeExpiredTrash(deps, DocumentJobSchema.parse(job.data));
    }
  });
  await boss.work(DOCUMENT_QUEUES.purgeTrashSweep, { pollingIntervalSeconds }, async () => {
    await purgeExpiredTrash(deps);
  });
};
