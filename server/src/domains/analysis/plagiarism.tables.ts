import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { documents } from "../documents/documents.tables";

/** The operator's reference corpus (`npm run corpus:import`), searched by every plagiarism check. */
export const referenceDocuments = pgTable("reference_documents", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  /** Where it came from: a file name or a URL. */
  source: text("source").notNull(),
  wordCount: integer("word_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * Winnowing fingerprints (64-bit hashes of 5-word k-grams) of every document and reference text,
 * with the k-gram's word position. Looked up by hash; a document's rows are replaced when it is saved.
 */
export const fingerprints = pgTable(
  "fingerprints",
  {
    hash: bigint("hash", { mode: "bigint" }).notNull(),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "cascade" }),
    referenceId: uuid("reference_id").references(() => referenceDocuments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [
    index("fingerprints_hash_idx").on(table.hash, table.documentId, table.referenceId),
    index("fingerprints_document_idx").on(table.documentId),
    index("fingerprints_reference_idx").on(table.referenceId),
    check("fingerprints_one_source", sql`(${table.documentId} IS NULL) <> (${table.referenceId} IS NULL)`),
  ],
);

export type ReferenceDocumentRow = typeof referenceDocuments.$inferSelect;
