import { z } from "zod";
import type { WorkerDeps } from "../../context";
import type { EventBus } from "../../events/event-bus";
import { deleteOldProviderScans } from "../../integrations/plagiarism/provider-scans";
import type { QueueDefinition, ScheduleDefinition } from "../../jobs/queue";
import type { DomainModule } from "../domain-module";
import { indexDocumentFingerprints } from "./plagiarism-index";

const PLAGIARISM_QUEUES = {
  indexFingerprints: "plagiarism.index-document",
  cleanupProviderScans: "plagiarism.cleanup-provider-scans",
} as const;

/** "stately" keeps at most one queued job per document: saves in quick succession coalesce into one. */
export const plagiarismQueues: readonly QueueDefinition[] = [
  { name: PLAGIARISM_QUEUES.indexFingerprints, policy: "stately" },
  { name: PLAGIARISM_QUEUES.cleanupProviderScans },
];

export const plagiarismSchedules: readonly ScheduleDefinition[] = [{ queue: PLAGIARISM_QUEUES.cleanupProviderScans, cron: "47 3 * * *" }];

const FINGERPRINT_BATCH = 50;
const DocumentJobSchema = z.object({ documentId: z.uuid() });

/** Every created or saved document is fingerprinted again for plagiarism checks, in the background. */
export const subscribePlagiarismIndex = (events: EventBus, { jobs }: WorkerDeps): void => {
  const reindex = ({ documentId }: { documentId: string }) =>
    jobs.send(PLAGIARISM_QUEUES.indexFingerprints, { documentId }, { singletonKey: documentId, retryLimit: 3, retryBackoff: true });
  events.on("document.created", reindex);
  events.on("document.saved", reindex);
};

export const startPlagiarismWorkers: NonNullable<DomainModule["workers"]> = async (boss, deps, { pollingIntervalSeconds }) => {
  // Every save queues one; taking them in batches keeps a busy queue from falling behind.
  await boss.work(PLAGIARISM_QUEUES.indexFingerprints, { pollingIntervalSeconds, batchSize: FINGERPRINT_BATCH }, async (jobs) => {
    for (const job of jobs) {
      await indexDocumentFingerprints(deps.db, DocumentJobSchema.parse(job.data).documentId);
    }
  });
  await boss.work(PLAGIARISM_QUEUES.cleanupProviderScans, { pollingIntervalSeconds }, async () => {
    await deleteOldProviderScans(deps);
  });
};
