import { and, eq, isNotNull, lte } from "drizzle-orm";
import { LIMITS } from "@wordloom/shared/rules";
import { addDays } from "../../clock";
import type { DbDeps } from "../../context";
import { documents } from "./documents.tables";
import { logActivity } from "../activity/log-activity";

/**
 * Deletes documents that have been in the trash for the retention period (one document, or all of
 * them for the daily sweep). Idempotent: a restored or already purged document is left alone.
 */
export const purgeExpiredTrash = async (deps: DbDeps, { documentId }: { documentId?: string } = {}): Promise<number> => {
  const cutoff = addDays(deps.clock.now(), -LIMITS.trashRetentionDays);
  const expired = and(isNotNull(documents.deletedAt), lte(documents.deletedAt, cutoff));
  const purged = await deps.db
    .delete(documents)
    .where(documentId ? and(expired, eq(documents.id, documentId)) : expired)
    .returning({ id: documents.id, ownerId: documents.ownerId, title: documents.title });
  await logActivity(
    deps,
    purged.map((document) => ({
      userId: document.ownerId,
      action: "document.purged" as const,
      documentId: document.id,
      details: { title: document.title, retentionDays: LIMITS.trashRetentionDays },
    })),
  );
  return purged.length;
};
