import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { DocumentSort } from "@wordloom/shared/rules";
import type { ListDocumentsQuerySchema } from "@wordloom/shared/model";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema";
import { toPrefixTsQuery } from "./document-text";
import { presentDocumentSummary } from "./present-document";

const ORDER: Record<DocumentSort, SQL[]> = {
  modified_descending: [desc(documents.updatedAt), desc(documents.id)],
  modified_ascending: [asc(documents.updatedAt), asc(documents.id)],
  created_descending: [desc(documents.createdAt), desc(documents.id)],
  title_ascending: [asc(sql`lower(${documents.title})`), asc(documents.id)],
  title_descending: [desc(sql`lower(${documents.title})`), desc(documents.id)],
};

/** Only the columns a list shows; pages and body text stay in the database. */
const SUMMARY_COLUMNS = {
  id: documents.id,
  title: documents.title,
  type: documents.type,
  category: documents.category,
  visibility: documents.visibility,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  deletedAt: documents.deletedAt,
  excerpt: documents.excerpt,
  wordCount: documents.wordCount,
};

/**
 * One page of the owner's documents (or trash), in the chosen order. A search matches title and
 * body through the full-text index, each word as a prefix.
 */
export const listDocuments = async (db: Database, ownerId: string, { page, limit, sort, q, deleted }: z.output<typeof ListDocumentsQuerySchema>) => {
  const conditions: SQL[] = [eq(documents.ownerId, ownerId), deleted === "1" ? isNotNull(documents.deletedAt) : isNull(documents.deletedAt)];
  const tsQuery = q ? toPrefixTsQuery(q) : null;
  if (q && !tsQuery) {
    return { items: [], total: 0, page, limit };
  }
  if (tsQuery) {
    conditions.push(sql`${documents.search} @@ to_tsquery('english', ${tsQuery})`);
  }
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(SUMMARY_COLUMNS)
      .from(documents)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return { items: rows.map(presentDocumentSummary), total: totalRow?.total ?? 0, page, limit };
};
