import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PublicDocumentList } from "@wordloom/shared/model";
import { resultRows, type Database } from "../../db/client";
import { documentSearch, documents } from "../documents/documents.tables";
import { searchTokens } from "../documents/document-text";
import { publicationBookmarks, publicationLikes, publicationRatings, publications } from "./publishing.tables";
import { isPubliclyVisible, offsetOf, pageOf, presentSummary, selectSummaries } from "./public-rows";

export interface PageQuery {
  page: number;
  limit: number;
}

/** Newest first / hottest first, as the partial indexes store them (DESC NULLS LAST), so a page is read from the index. */
const descending = (column: AnyColumn): SQL => sql`${column} DESC NULLS LAST`;
const LATEST: SQL[] = [descending(publications.publishedAt), descending(publications.documentId)];
const TRENDING: SQL[] = [descending(publications.trendingScore), descending(publications.documentId)];

const list = async (db: Database, where: SQL | undefined, order: SQL[], query: PageQuery): Promise<PublicDocumentList> => {
  const rows = await selectSummaries(db)
    .where(and(isPubliclyVisible, where))
    .orderBy(...order)
    .limit(query.limit + 1)
    .offset(offsetOf(query));
  return pageOf(rows, query.page, query.limit, presentSummary);
};

/** publicDocument/all: every public document, newest first, or by trending or likes; narrowed to a category or hashtag. */
export const listPublic = (
  db: Database,
  query: PageQuery & { category?: string | undefined; tag?: string | undefined; sort: "latest" | "trending" | "top" },
) => {
  const conditions: SQL[] = [];
  if (query.category) {
    conditions.push(eq(documents.category, query.category));
  }
  if (query.tag) {
    const tag = `#${query.tag.replace(/^#+/, "")}`;
    conditions.push(sql`${publications.tags} @> ARRAY[${tag}]::text[]`);
  }
  const order = query.sort === "trending" ? TRENDING : query.sort === "top" ? [desc(publications.likeCount), ...LATEST] : LATEST;
  return list(db, and(...conditions), order, query);
};

/** Trending: the stored time-decayed score (trending.ts), read from its index. */
export const listTrending = (db: Database, query: PageQuery) => list(db, undefined, TRENDING, query);

export const listCategory = (db: Database, category: string, query: PageQuery) => list(db, eq(documents.category, category), LATEST, query);

export const listTopAiRated = (db: Database, query: PageQuery) =>
  list(db, isNotNull(publications.aiRating), [descending(publications.aiRating), ...TRENDING], query);

export const listAuthorDocuments = (db: Database, authorId: string, query: PageQuery) =>
  list(db, eq(publications.authorId, authorId), LATEST, query);

/** My Public Posts. */
export const listMine = (db: Database, userId: string, query: PageQuery) => list(db, eq(publications.authorId, userId), LATEST, query);

/** mytoprated: my public documents by users' rating, then likes. */
export const listMyTopRated = (db: Database, userId: string, query: PageQuery) =>
  list(
    db,
    eq(publications.authorId, userId),
    [
      sql`(SELECT avg(${publicationRatings.rating}) FROM ${publicationRatings} WHERE ${publicationRatings.documentId} = ${publications.documentId}) DESC NULLS LAST`,
      desc(publications.likeCount),
      ...LATEST,
    ],
    query,
  );

/** Saved (Read Later): the reader's bookmarks of documents that are still public, last saved first. */
export const listBookmarks = async (db: Database, userId: string, query: PageQuery): Promise<PublicDocumentList> => {
  const rows = await selectSummaries(db)
    .innerJoin(
      publicationBookmarks,
      and(eq(publicationBookmarks.documentId, publications.documentId), eq(publicationBookmarks.userId, userId)),
    )
    .where(isPubliclyVisible)
    .orderBy(desc(publicationBookmarks.createdAt), asc(publications.documentId))
    .limit(query.limit + 1)
    .offset(offsetOf(query));
  return pageOf(rows, query.page, query.limit, presentSummary);
};

/** How many matches a search ranks at most (see searchPublic). */
export const SEARCH_CANDIDATES = 1000;

/**
 * Full-text search over public documents with the documents' own search index (document_search:
 * title and body, stemmed and as typed): every word must match as a prefix; the matches are shown
 * by trending score. The matches are collected from the full-text index first (a bitmap scan, fast
 * for rare words); a search matching more than 1,000 documents (private ones included) is ranked
 * among the first 1,000 the index gives, so no search reads more than that many rows. (Ranking every match with ts_rank would
 * decompress each match's whole body vector; walking the trending index and testing each document
 * is fast for common words but reads the whole table for a rare one.)
 */
export const searchPublic = async (db: Database, query: PageQuery & { q: string }): Promise<PublicDocumentList> => {
  const tokens = searchTokens(query.q);
  if (tokens.length === 0) {
    return { items: [], page: query.page, limit: query.limit, hasMore: false };
  }
  const tsquery = sql.join(
    tokens.map((token) => sql`(to_tsquery('english', ${`${token}:*`}) || to_tsquery('simple', ${`${token}:*`}))`),
    sql` && `,
  );
  // The matches, collected once (MATERIALIZED: a bitmap scan of the full-text index, never a walk of the trending index).
  const found = resultRows<{ id: string }>(
    await db.execute(sql`WITH matches AS MATERIALIZED (
        SELECT ${documentSearch.documentId} AS document_id FROM ${documentSearch} WHERE ${documentSearch.search} @@ (${tsquery}) LIMIT ${SEARCH_CANDIDATES}
      )
      SELECT p.document_id AS id FROM matches
        JOIN publications p ON p.document_id = matches.document_id
        JOIN documents d ON d.id = p.document_id
      WHERE p.is_public AND d.visibility = 'public' AND d.deleted_at IS NULL
      ORDER BY p.trending_score DESC NULLS LAST, p.document_id DESC NULLS LAST
      LIMIT ${query.limit + 1} OFFSET ${offsetOf(query)}`),
  );
  if (found.length === 0) {
    return { items: [], page: query.page, limit: query.limit, hasMore: false };
  }
  const ids = found.map((row) => row.id);
  const rows = await selectSummaries(db).where(and(isPubliclyVisible, inArray(publications.documentId, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return pageOf(ordered, query.page, query.limit, presentSummary);
};

/**
 * Recommended: documents of authors the reader follows first, then of authors and categories of
 * documents they liked or saved, each group by trending score; everything else follows by trending,
 * so a new reader (or an anonymous one) gets trending. The reader's own documents are left out.
 */
export const listRecommended = async (db: Database, readerId: string | null, query: PageQuery): Promise<PublicDocumentList> => {
  if (!readerId) {
    return listTrending(db, query);
  }
  const engaged = sql`(SELECT document_id FROM ${publicationLikes} WHERE user_id = ${readerId} UNION SELECT document_id FROM ${publicationBookmarks} WHERE user_id = ${readerId})`;
  const affinity = sql`(CASE
    WHEN ${publications.authorId} IN (SELECT author_id FROM author_follows WHERE follower_id = ${readerId}) THEN 2
    WHEN ${publications.authorId} IN (SELECT p.author_id FROM publications p WHERE p.document_id IN ${engaged}) THEN 1
    WHEN ${documents.category} IN (SELECT d.category FROM documents d WHERE d.id IN ${engaged}) THEN 1
    ELSE 0 END)`;
  return list(db, ne(publications.authorId, readerId), [sql`${affinity} DESC`, ...TRENDING], query);
};
