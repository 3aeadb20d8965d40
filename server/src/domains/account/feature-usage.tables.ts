import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { FeatureName } from "@wordloom/shared/rules";
import { users } from "./users.tables";

/** Per user and feature: the allowance and what was used of it (spec document 1 §3). */
export const featureUsage = pgTable(
  "feature_usage",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    feature: text("feature").$type<FeatureName>().notNull(),
    allowedUsage: integer("allowed_usage").notNull(),
    usageCount: integer("usage_count").notNull().default(0),
    topUp: integer("top_up").notNull().default(0),
    topUpUsed: integer("top_up_used").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.feature] })],
);
