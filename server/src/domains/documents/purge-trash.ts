import { and, eq, isNotNull, lte } from "drizzle-orm";
import { LIMITS } from "@wordloom/shared/rules";
import { addDays } from "../../clock";
import type { WorkerDeps } from "../../context";
import { documents } from "./documents.tables";

/**
 * Deletes documents that have been in the trash for the retention period (one document, or all of
 * them for the daily sweep). Idempotent: a restored or already purged document is left alone.
 */
export const purgeExpiredTrash = async (
  deps: Pick<WorkerDeps, "db" | "clock" | "events">,
  { documentId }: { documentId?: string } = {},
): Promise<number> => {
  const cutoff = addDays(deps.clock.now(), -LIMITS.trashRetentionDays);
  const expired = and(isNotNull(documents.deletedAt), lte(documents.deletedAt, cutoff));
  const purged = await deps.db
    .delete(documents)
    .where(documentId ? and(expired, eq(documents.id, documentId)) : expired)
    .returning({ id: documents.id, ownerId: documents.ownerId, title: documents.title });
  if (purged.length > 0) {
    await deps.events.emit("trash.purged", {
      documents: purged.map((document) => ({ ownerId: document.ownerId, documentId: document.id, title: document.title })),
      retentionDays: LIMITS.trashRetentionDays,
      purgedAt: deps.clock.now(),
    });
  }
  return purged.length;
};
