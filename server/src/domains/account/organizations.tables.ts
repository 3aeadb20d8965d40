import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A corporate customer (spec document 1 §3: Corporate with corpId). Its members' documents form
 * one shared plagiarism corpus; teams, roles and workflows hang off it as they arrive.
 */
export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
