import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { GenerationKind } from "@wordloom/shared/api";
import type { FeatureName } from "@wordloom/shared/rules";
import { brandVoices } from "../brand-voices/brand-voices.tables";
import { users } from "../account/users.tables";

/** completed: the whole answer was sent; aborted: the client left mid-stream; failed: an error (see error_code). */
export type GenerationStatus = "completed" | "aborted" | "failed";

/**
 * One generation (handbook llm.md §4): which prompt (id, version, hash) and provider, which plan
 * feature it was metered against, and the tokens it used — reported by the model, or estimated
 * from characters when the stream was cut off or the server reported none. The text itself is not kept.
 */
export const generations = pgTable(
  "generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<GenerationKind>().notNull(),
    feature: text("feature").$type<FeatureName>().notNull(),
    promptId: text("prompt_id").notNull(),
    promptVersion: integer("prompt_version").notNull(),
    promptHash: text("prompt_hash").notNull(),
    provider: text("provider").$type<"offline" | "openai-compatible">().notNull(),
    model: text("model").notNull(),
    brandVoiceId: uuid("brand_voice_id").references(() => brandVoices.id, { onDelete: "set null" }),
    tokensIn: integer("tokens_in").notNull().default(0),
    tokensOut: integer("tokens_out").notNull().default(0),
    estimated: boolean("estimated").notNull().default(false),
    status: text("status").$type<GenerationStatus>().notNull(),
    errorCode: text("error_code"),
    durationMs: integer("duration_ms").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("generations_user_created_idx").on(table.userId, table.createdAt.desc())],
);

export type GenerationRow = typeof generations.$inferSelect;
