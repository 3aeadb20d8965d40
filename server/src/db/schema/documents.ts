import { sql, type SQL } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Page } from "@wordloom/shared/model";
import { users } from "./users";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    type: text("type").$type<"classic" | "workflow">().notNull().default("classic"),
    category: text("category").notNull(),
    visibility: text("visibility").$type<"private" | "public">().notNull().default("private"),
    pages: jsonb("pages").$type<Page[]>().notNull(),
    /** Plain text of every block, kept for search and previews. */
    bodyText: text("body_text").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    wordCount: integer("word_count").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          // Stemmed words (english) find other forms ("documents" finds "document"); unstemmed
          // words (simple) let type-ahead prefixes match ("runn" finds "running").
          sql`setweight(to_tsvector('english', ${documents.title}), 'A') || setweight(to_tsvector('english', ${documents.bodyText}), 'B') || setweight(to_tsvector('simple', ${documents.title}), 'C') || setweight(to_tsvector('simple', ${documents.bodyText}), 'D')`,
      ),
  },
  (table) => [
    // The documents home's default order, read straight from the index with no sort.
    index("documents_owner_live_idx").on(table.ownerId, table.updatedAt.desc(), table.id.desc()).where(sql`${table.deletedAt} IS NULL`),
    index("documents_owner_trash_idx").on(table.ownerId, table.deletedAt.desc()).where(sql`${table.deletedAt} IS NOT NULL`),
    index("documents_search_idx").using("gin", table.search),
    index("documents_trash_idx").on(table.deletedAt).where(sql`${table.deletedAt} IS NOT NULL`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
