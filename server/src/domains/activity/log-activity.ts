import { and, count, desc, eq } from "drizzle-orm";
import type { DbDeps } from "../../context";
import { activities } from "./activity.tables";

/** Activity names in one list, so the log reads consistently. */
export type ActivityAction =
  | "document.created"
  | "document.renamed"
  | "document.updated"
  | "document.pages_saved"
  | "document.trashed"
  | "document.restored"
  | "document.deleted"
  | "document.purged"
  | "trash.emptied"
  | "profile.updated"
  | "profile.picture_changed"
  | "account.plan_changed"
  | "publishing.posted"
  | "publishing.failed"
  | "publishing.outcome_unknown"
  | "publishing.missed"
  | "publishing.needs_reconnect";

export interface ActivityEntry {
  userId: string;
  action: ActivityAction;
  documentId?: string | null;
  details?: Record<string, unknown>;
}

export const logActivity = async ({ db, clock }: DbDeps, entries: ActivityEntry | ActivityEntry[]): Promise<void> => {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) {
    return;
  }
  await db.insert(activities).values(activityRows(list, clock.now()));
};

/** The rows logActivity inserts (for a caller that writes them inside a statement of its own). */
export const activityRows = (list: readonly ActivityEntry[], createdAt: Date) =>
  list.map((entry) => ({
    userId: entry.userId,
    action: entry.action,
    documentId: entry.documentId ?? null,
    details: entry.details ?? {},
    createdAt,
  }));

export const listActivity = async (
  { db }: Pick<DbDeps, "db">,
  { userId, page, limit, documentId }: { userId: string; page: number; limit: number; documentId?: string | undefined },
) => {
  const where = documentId ? and(eq(activities.userId, userId), eq(activities.documentId, documentId)) : eq(activities.userId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(desc(activities.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(activities).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      documentId: row.documentId,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
    page,
    limit,
  };
};
