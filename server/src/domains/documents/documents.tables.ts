import { sql, type SQL } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Page } from "@wordloom/shared/model";
import { users } from "../account/users.tables";

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
    excerpt: text("excerpt").notNull().default(""),
    wordCount: integer("word_count").notNull().default(0),
    version: integer("version").notNull().default(1),
    /**
     * The writing-exercise submission this document was written for (spec document 2's
     * `submissionId`); null for ordinary documents. A submission is scored and summarised however
     * short it is (spec document 2 §5). Set by the writing exercises when they link a document.
     */
    submissionId: uuid("submission_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    // The documents home's default order, read straight from the index with no sort.
    index("documents_owner_live_idx")
      .on(table.ownerId, table.updatedAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} IS NULL`),
    index("documents_owner_trash_idx")
      .on(table.ownerId, table.deletedAt.desc())
      .where(sql`${table.deletedAt} IS NOT NULL`),
    index("documents_trash_idx")
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} IS NOT NULL`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;

/**
 * The searchable text of each document, in a narrow table of its own: the full-text vector is
 * large, and kept beside the document it would make every document row wide (a list then reads a
 * whole page per row). Written by the document commands in the same transaction as the document.
 */
export const documentSearch = pgTable(
  "document_search",
  {
    documentId: uuid("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").notNull(),
    title: text("title").notNull(),
    /** The searchable beginning of the body (see SEARCHABLE_BODY_CHARS). */
    bodyText: text("body_text").notNull(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        // Stemmed words (english) find other forms ("documents" finds "document"); unstemmed
        // words (simple) let type-ahead prefixes match ("runn" finds "running").
        (): SQL =>
          sql`setweight(to_tsvector('english', ${documentSearch.title}), 'A') || setweight(to_tsvector('english', ${documentSearch.bodyText}), 'B') || setweight(to_tsvector('simple', ${documentSearch.title}), 'C') || setweight(to_tsvector('simple', ${documentSearch.bodyText}), 'D')`,
      ),
  },
  (table) => [index("document_search_owner_idx").on(table.ownerId), index("document_search_vector_idx").using("gin", table.search)],
);
