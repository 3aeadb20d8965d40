import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TargetAudience } from "@wordloom/shared/api";
import { documents } from "../documents/documents.tables";
import { users } from "../account/users.tables";

/** A user's brand voice (spec document 1 §3): a title, persona fields and content pillars. */
export const brandVoices = pgTable(
  "brand_voices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    niche: text("niche").notNull().default(""),
    desiredCustomerResponse: text("desired_customer_response").notNull().default(""),
    targetAudience: jsonb("target_audience").$type<TargetAudience>().notNull(),
    howIHelp: text("how_i_help").notNull().default(""),
    brandPromise: text("brand_promise").notNull().default(""),
    myValues: text("my_values").notNull().default(""),
    myGoals: text("my_goals").notNull().default(""),
    contentFocus: text("content_focus").notNull().default(""),
    changeIDesire: text("change_i_desire").notNull().default(""),
    contentPillars: text("content_pillars")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The page the voice was drafted from ("create from a URL"). */
    sourceUrl: text("source_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("brand_voices_owner_idx").on(table.ownerId, table.updatedAt.desc())],
);

export type BrandVoiceRow = typeof brandVoices.$inferSelect;

/**
 * Saved "tone - style" pairs (spec document 3 §4.5, §5): per user, globally (no brand voice) or for
 * one brand voice. A pair is saved once per scope, compared case-insensitively.
 */
export const toneStyles = pgTable(
  "tone_styles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandVoiceId: uuid("brand_voice_id").references(() => brandVoices.id, { onDelete: "cascade" }),
    tone: text("tone").notNull(),
    style: text("style").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // The global scope (no brand voice) counts as one scope: NULLs would otherwise never collide.
    uniqueIndex("tone_styles_scope_pair_key").on(
      table.ownerId,
      sql`coalesce(${table.brandVoiceId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${table.tone})`,
      sql`lower(${table.style})`,
    ),
  ],
);

export type ToneStyleRow = typeof toneStyles.$inferSelect;

/**
 * A document's brand voice (spec document 1 §7 "PUT document/brandVoice"), one row per document
 * that has one. A table of its own rather than a documents column, so the document model stays as
 * it is; deleting the document or the voice removes the link.
 */
export const documentBrandVoices = pgTable(
  "document_brand_voices",
  {
    documentId: uuid("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    brandVoiceId: uuid("brand_voice_id")
      .notNull()
      .references(() => brandVoices.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("document_brand_voices_voice_idx").on(table.brandVoiceId)],
);
