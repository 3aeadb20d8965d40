import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/users.tables";

/** What a user did, newest first in their activity log. Kept after a document is purged. */
export const activities = pgTable(
  "activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: entries written in the same millisecond still list in the order they happened. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id"),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("activities_user_seq_idx").on(table.userId, table.seq.desc())],
);
