import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { DocumentSort } from "@wordloom/shared/rules";
import type { ListDocumentsQuerySchema } from "@wordloom/shared/model";
import type { Database } from "../../db/client";
import { documentSearch, documents } from "./documents.tables";
import { searchTokens } from "./document-text";
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
 * Every word must match as a prefix, stemmed ("documents" finds "document") or as typed ("runn"
 * finds "running"). Tokens hold only letters and digits, so they cannot carry tsquery operators.
 */
const searchCondition = (ownerId: string, tokens: readonly string[]): SQL => {
  const query = sql.join(
    tokens.map((token) => sql`(to_tsquery('english', ${`${token}:*`}) || to_tsquery('simple', ${`${token}:*`}))`),
    sql` && `,
  );
  return sql`${documents.id} IN (SELECT ${documentSearch.documentId} FROM ${documentSearch} WHERE ${documentSearch.ownerId} = ${ownerId} AND ${documentSearch.search} @@ (${query}))`;
};

/**
 * One page of the owner's documents (or trash), in the chosen order. A search matches title and
 * body through the full-text index.
 */
export const listDocuments = async (
  db: Database,
  ownerId: string,
  { page, limit, sort, q, deleted }: z.output<typeof ListDocumentsQuerySchema>,
) => {
  const conditions: SQL[] = [
    eq(documents.ownerId, ownerId),
    deleted === "1" ? isNotNull(documents.deletedAt) : isNull(documents.deletedAt),
  ];
  const tokens = q ? searchTokens(q) : [];
  if (q && tokens.length === 0) {
    return { items: [], total: 0, page, limit };
  }
  const searching = tokens.length > 0;
  if (searching) {
    conditions.push(searchCondition(ownerId, tokens));
  }
  const where = and(...conditions);
  const offset = (page - 1) * limit;
  if (!searching) {
    // The count is an index-only scan of the owner's documents; both queries run side by side.
    const [rows, total] = await Promise.all([
      db
        .select(SUMMARY_COLUMNS)
        .from(documents)
        .where(where)
        .orderBy(...ORDER[sort])
        .limit(limit)
        .offset(offset),
      countDocuments(db, where),
    ]);
    return { items: rows.map(presentDocumentSummary), total, page, limit };
  }
  // A search must test every document of the owner against the query, which is the expensive part
  // (each test reads the document's tsvector), so the total rides along on the rows as a window
  // count over that same scan instead of a second query repeating it (scripts/bench measured half the
  // database time per search). A page past the end has no row to carry it and counts separately.
  const rows = await db
    .select({ ...SUMMARY_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(documents)
    .where(where)
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countDocuments(db, where));
  return { items: rows.map(presentDocumentSummary), total, page, limit };
};

const countDocuments = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(documents).where(where);
  return row?.total ?? 0;
};
