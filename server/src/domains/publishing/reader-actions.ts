import { and, eq, sql } from "drizzle-orm";
import type { ShareChannel } from "@wordloom/shared/rules";
import { resultRows, type Database } from "../../db/client";
import type { AppContext } from "../../context";
import { forbidden } from "../../errors";
import { findPublicTarget } from "./find-public";
import { publicationBookmarks, publicationLikes, publicationRatings } from "./publishing.tables";

type Deps = Pick<AppContext, "db" | "clock">;

/**
 * Adds or removes the reader's row and moves the document's count by the rows that statement
 * actually inserted or deleted, in one statement: liking twice inserts nothing the second time
 * (the primary key), two readers liking at once both count, and the count is the one the row's lock
 * leaves after each. Answers the count after the change.
 */
const toggle = async (
  db: Database,
  {
    table,
    column,
    documentId,
    userId,
    on,
    now,
  }: {
    table: "publication_likes" | "publication_bookmarks";
    column: "like_count" | "bookmark_count";
    documentId: string;
    userId: string;
    on: boolean;
    now: Date;
  },
): Promise<number> => {
  const change = on
    ? sql`INSERT INTO ${sql.identifier(table)} (document_id, user_id, created_at) VALUES (${documentId}, ${userId}, ${now.toISOString()}) ON CONFLICT DO NOTHING RETURNING 1`
    : sql`DELETE FROM ${sql.identifier(table)} WHERE document_id = ${documentId} AND user_id = ${userId} RETURNING 1`;
  const sign = on ? sql`+` : sql`-`;
  const rows = resultRows<{ count: number }>(
    await db.execute(
      sql`WITH changed AS (${change}) UPDATE publications SET ${sql.identifier(column)} = ${sql.identifier(column)} ${sign} (SELECT count(*) FROM changed)::int WHERE document_id = ${documentId} RETURNING ${sql.identifier(column)} AS count`,
    ),
  );
  return Number(rows[0]?.count ?? 0);
};

export const setLike = async (deps: Deps, userId: string, id: string, liked: boolean) => {
  await findPublicTarget(deps.db, id);
  const likes = await toggle(deps.db, {
    table: "publication_likes",
    column: "like_count",
    documentId: id,
    userId,
    on: liked,
    now: deps.clock.now(),
  });
  return { liked, likes };
};

export const setBookmark = async (deps: Deps, userId: string, id: string, bookmarked: boolean) => {
  await findPublicTarget(deps.db, id);
  const bookmarks = await toggle(deps.db, {
    table: "publication_bookmarks",
    column: "bookmark_count",
    documentId: id,
    userId,
    on: bookmarked,
    now: deps.clock.now(),
  });
  return { bookmarked, bookmarks };
};

/** updateShareCount / updateLinkCount: once per reader and channel, so repeated clicks count once. */
export const recordShare = async (deps: Deps, userId: string, id: string, channel: ShareChannel) => {
  await findPublicTarget(deps.db, id);
  const column = channel === "link" ? "link_count" : "share_count";
  const rows = resultRows<{ shares: number; links: number }>(
    await deps.db.execute(
      sql`WITH changed AS (INSERT INTO publication_shares (document_id, user_id, channel, created_at) VALUES (${id}, ${userId}, ${channel}, ${deps.clock.now().toISOString()}) ON CONFLICT DO NOTHING RETURNING 1)
        UPDATE publications SET ${sql.identifier(column)} = ${sql.identifier(column)} + (SELECT count(*) FROM changed)::int WHERE document_id = ${id} RETURNING share_count AS shares, link_count AS links`,
    ),
  );
  return { shares: Number(rows[0]?.shares ?? 0), links: Number(rows[0]?.links ?? 0) };
};

/** updateUsersRating: the reader's rating replaces their previous one; the average is read from the rows. */
export const rateDocument = async (deps: Deps, userId: string, id: string, rating: number) => {
  const target = await findPublicTarget(deps.db, id);
  if (target.authorId === userId) {
    throw forbidden("You cannot rate your own document.");
  }
  await deps.db
    .insert(publicationRatings)
    .values({ documentId: id, userId, rating, updatedAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: [publicationRatings.documentId, publicationRatings.userId],
      set: { rating, updatedAt: deps.clock.now() },
    });
  const [totals] = await deps.db
    .select({ average: sql<number | null>`avg(${publicationRatings.rating})::real`, count: sql<number>`count(*)::int` })
    .from(publicationRatings)
    .where(eq(publicationRatings.documentId, id));
  return {
    rating,
    average: totals?.average === null || totals?.average === undefined ? null : Math.round(totals.average * 100) / 100,
    count: totals?.count ?? 0,
  };
};

const exists = async (db: Database, table: typeof publicationLikes | typeof publicationBookmarks, documentId: string, userId: string) =>
  (
    await db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.documentId, documentId), eq(table.userId, userId)))
  ).length > 0;

/** What the reader did with the document (`reader` of the public document, and the hydration's first call). */
export const readerState = async (db: Database, userId: string, target: { documentId: string; authorId: string }) => {
  const [liked, bookmarked, rating, following] = await Promise.all([
    exists(db, publicationLikes, target.documentId, userId),
    exists(db, publicationBookmarks, target.documentId, userId),
    db
      .select({ rating: publicationRatings.rating })
      .from(publicationRatings)
      .where(and(eq(publicationRatings.documentId, target.documentId), eq(publicationRatings.userId, userId))),
    db.execute(sql`SELECT 1 FROM author_follows WHERE follower_id = ${userId} AND author_id = ${target.authorId}`),
  ]);
  return {
    liked,
    bookmarked,
    rating: rating[0]?.rating ?? null,
    followingAuthor: resultRows(following).length > 0,
    isAuthor: userId === target.authorId,
  };
};
