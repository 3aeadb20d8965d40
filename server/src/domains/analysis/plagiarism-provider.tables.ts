import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/users.tables";

type ProviderScanStatus = "pending" | "completed" | "error";

/**
 * One scan sent to the outside plagiarism provider (Copyleaks). The provider answers by webhook,
 * possibly on another server process, so the waiting check polls this row. The webhook URL holds
 * a per-scan secret; only its SHA-256 is kept. `result` is the summarised report or the failure.
 */
export const plagiarismProviderScans = pgTable(
  "plagiarism_provider_scans",
  {
    /** The scan id given to the provider. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    status: text("status").$type<ProviderScanStatus>().notNull(),
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("plagiarism_provider_scans_created_idx").on(table.createdAt)],
);

export type ProviderScanRow = typeof plagiarismProviderScans.$inferSelect;
