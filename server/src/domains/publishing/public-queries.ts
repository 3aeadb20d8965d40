import { and, asc, desc, eq, isNotNull, ne, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PublicDocumentList } from "@wordloom/shared/model";
import { resultRows, type Database } from "../../db/client";
import { documentSearch, documents } from "../documents/documents.tables";
import { searchTokens } from "../documents/document-text";
import { publicationBookmarks, publicationLikes, publicationRatings, publications } from "./publishing.tables";
import { isPubliclyVisible, offsetOf, pageOf, presentSummary, selectSummaries } from "./public-rows";
import { preparedPerDatabase } from "../../db/prepared";

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

/**
 * A list the public pages show on every visit, as a prepared statement (see prepared.ts): its
 * condition may name placeholders, filled from `values` on each call, besides `limit` and `offset`.
 */
const preparedList = (name: string, where: SQL | undefined, order: SQL[]) => {
  const prepared = preparedPerDatabase((db: Database) =>
    selectSummaries(db)
      .where(and(isPubliclyVisible, where))
      .orderBy(...order)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );
  return async (db: Database, query: PageQuery, values: Record<string, unknown> = {}): Promise<PublicDocumentList> => {
    const rows = await prepared(db).execute({ ...values, limit: query.limit + 1, offset: offsetOf(query) });
    return pageOf(rows, query.page, query.limit, presentSummary);
  };
};

const trendingList = preparedList("public_trending", undefined, TRENDING);
const categoryList = preparedList("public_category", eq(documents.category, sql.placeholder("category")), LATEST);
const topAiRatedList = preparedList("public_top_ai_rated", isNotNull(publications.aiRating), [
  descending(publications.aiRating),
  ...TRENDING,
]);
const authorList = preparedList("public_author", eq(publications.authorId, sql.placeholder("authorId")), LATEST);

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
export const listTrending = (db: Database, query: PageQuery) => trendingList(db, query);

export const listCategory = (db: Database, category: string, query: PageQuery) => categoryList(db, query, { category });

export const listTopAiRated = (db: Database, query: PageQuery) => topAiRatedList(db, query);

export const listAuthorDocuments = (db: Database, authorId: string, query: PageQuery) => authorList(db, query, { authorId });

/** My Public Posts. */
export const listMine = (db: Database, userId: string, query: PageQuery) => authorList(db, query, { authorId: userId });

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

/** How many matches a search ranks at most when it collects them from the full-text index (see searchPublic). */
export const SEARCH_CANDIDATES = 1000;

/** How far down the trending order a search looks first, for the `needed` matches of a page (see searchPublic). */
export const searchWalk = (needed: number): number => Math.min(2000, Math.max(300, 20 * needed));

/** `search @@ query` for `count` words, each a prefix in English (stemmed) or as typed, from the placeholders t0, t1, … */
const tsqueryOf = (count: number): SQL =>
  sql.join(
    Array.from({ length: count }, (_, index) => {
      const token = sql.placeholder(`t${index}`);
      return sql`(to_tsquery('english', ${token}) || to_tsquery('simple', ${token}))`;
    }),
    sql` && `,
  );

/** Step 1 of searchPublic for 1 to 12 words, prepared (the statement differs only by the number of words). */
const searchWalks = Array.from({ length: 12 }, (_, index) =>
  preparedPerDatabase((db: Database) => {
    const top = db
      .select({ documentId: publications.documentId, trendingScore: publications.trendingScore })
      .from(publications)
      .where(sql`${publications.isPublic}`)
      .orderBy(...TRENDING)
      .limit(sql.placeholder("walk"))
      .as("top");
    // The test is a subquery per document (by primary key), never a join: a join's plan, made once for
    // any words (a generic plan), could collect every match of a common word from the full-text index.
    return db
      .select({ id: top.documentId })
      .from(top)
      .where(
        sql`(SELECT ${documents.visibility} = 'public' AND ${documents.deletedAt} IS NULL AND ${documentSearch.search} @@ (${tsqueryOf(index + 1)})
          FROM ${documents} JOIN ${documentSearch} ON ${documentSearch.documentId} = ${documents.id} WHERE ${documents.id} = ${top.documentId})`,
      )
      .orderBy(descending(top.trendingScore), descending(top.documentId))
      .limit(sql.placeholder("needed"))
      .prepare(`public_search_walk_${index + 1}`);
  }),
);

/** The public documents with these ids, in the order given, each checked public again (prepared). */
const summariesById = preparedPerDatabase((db: Database) =>
  selectSummaries(db)
    .where(and(isPubliclyVisible, sql`${publications.documentId} = ANY(${sql.placeholder("ids")}::uuid[])`))
    .prepare("public_summaries_by_id"),
);

/**
 * Full-text search over public documents with the documents' own search index (document_search:
 * title and body, stemmed and as typed): every word must match as a prefix; the matches are shown
 * by trending score. The cost of finding a page of matches in that order depends on how common the
 * words are, so it is done in two steps:
 *
 * 1. Walk the trending index from the top (at most `searchWalk(needed)` public documents) and test
 *    each against the query: a common word fills the page after a few dozen tests.
 * 2. Only if that walk found too few (a rarer word), collect the matches from the full-text index (a
 *    bitmap scan, fast exactly because the word is rare) and sort them by trending score; a search
 *    matching more than 1,000 documents (private ones included) is ranked among the first 1,000 the
 *    index gives, so no search reads more than that many rows.
 *
 * (One plan for both cases is slow for one of them: ranking every match reads thousands of rows for
 * a common word, and walking the trending index reads the whole table for a rare one.) The page's
 * summaries are then read by id, each checked public again.
 */
export const searchPublic = async (
  db: Database,
  query: PageQuery & { q: string },
  /** How far step 1 walks (tests force either step with it). */
  walk?: number,
): Promise<PublicDocumentList> => summariesInOrder(db, await searchMatchIds(db, searchTokens(query.q), query, walk), query);

/**
 * The ids of a search's page (steps 1 and 2 of searchPublic): at most `limit + 1` documents (one
 * more tells whether a next page exists), best first. Only the order comes from here: whether each
 * is still public is checked when its summary is read (summariesInOrder).
 */
export const searchMatchIds = async (db: Database, tokens: readonly string[], query: PageQuery, walk?: number): Promise<string[]> => {
  if (tokens.length === 0) {
    return [];
  }
  const tsquery = sql.join(
    tokens.map((token) => sql`(to_tsquery('english', ${`${token}:*`}) || to_tsquery('simple', ${`${token}:*`}))`),
    sql` && `,
  );
  const needed = offsetOf(query) + query.limit + 1;
  const walkFor = searchWalks[tokens.length - 1];
  if (!walkFor) {
    throw new Error(`no search statement for ${tokens.length} words`);
  }
  const walked = await walkFor(db).execute({
    ...Object.fromEntries(tokens.map((token, index) => [`t${index}`, `${token}:*`])),
    walk: walk ?? searchWalk(needed),
    needed,
  });
  const found =
    walked.length >= needed
      ? walked.slice(offsetOf(query))
      : resultRows<{ id: string }>(
          // The matches, collected once (MATERIALIZED: a bitmap scan of the full-text index, never a walk of the trending index).
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
  return found.map((row) => row.id);
};

/** A search page from its ids (searchMatchIds): each document's summary, read now and checked public again, in the ids' order. */
export const summariesInOrder = async (db: Database, ids: readonly string[], query: PageQuery): Promise<PublicDocumentList> => {
  if (ids.length === 0) {
    return { items: [], page: query.page, limit: query.limit, hasMore: false };
  }
  const rows = await summariesById(db).execute({ ids });
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
