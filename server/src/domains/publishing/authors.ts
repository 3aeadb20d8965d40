import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { AuthorProfile } from "@wordloom/shared/model";
import { resultRows, type Database } from "../../db/client";
import type { AppContext } from "../../context";
import { conflict, notFound } from "../../errors";
import { formerHandles, users } from "../account/users.tables";
import { documents } from "../documents/documents.tables";
import { authorFollows, publications } from "./publishing.tables";
import { authorName, isPubliclyVisible, mediaUrl, offsetOf, pageOf } from "./public-rows";

/**
 * Public documents and followers of the author each row names. Written with qualified names:
 * drizzle leaves column names unqualified in the select list of a one-table query, where they
 * would bind to the subquery's own tables.
 */
const publicDocumentCount = sql<number>`(SELECT count(*)::int FROM publications p JOIN documents d ON d.id = p.document_id WHERE p.author_id = "users"."id" AND p.is_public AND d.visibility = 'public' AND d.deleted_at IS NULL)`;
const followerCount = sql<number>`(SELECT count(*)::int FROM author_follows f WHERE f.author_id = "users"."id")`;

const AUTHOR_COLUMNS = {
  id: users.id,
  handle: users.handle,
  fname: users.fname,
  lname: users.lname,
  about: users.about,
  profilePicPath: users.profilePicPath,
  publicDocuments: publicDocumentCount,
  followers: followerCount,
};

/**
 * An author exists publicly once they have a screen name and at least one public document: a user
 * who never published (or made everything private again) is 404 like any unknown name.
 */
const isPublicAuthor: SQL = sql`${users.handle} IS NOT NULL AND ${publicDocumentCount} > 0`;

const presentListed = (row: {
  id: string;
  handle: string | null;
  fname: string;
  lname: string;
  profilePicPath: string | null;
  publicDocuments: number;
  followers: number;
}) => ({
  id: row.id,
  handle: row.handle ?? "",
  name: authorName(row),
  pictureUrl: mediaUrl(row.profilePicPath),
  publicDocuments: Number(row.publicDocuments),
  followers: Number(row.followers),
});

export const findAuthorByHandle = async (db: Database, handle: string) => {
  const [row] = await db
    .select(AUTHOR_COLUMNS)
    .from(users)
    .where(and(sql`lower(${users.handle}) = lower(${handle})`, isPublicAuthor));
  if (!row) {
    throw notFound(PUBLISHING_MESSAGES.authorNotFound);
  }
  return row;
};

const requirePublicAuthor = async (db: Database, authorId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, authorId), isPublicAuthor));
  if (!row) {
    throw notFound(PUBLISHING_MESSAGES.authorNotFound);
  }
};

const isFollowing = async (db: Database, followerId: string, authorId: string) =>
  resultRows(await db.execute(sql`SELECT 1 FROM author_follows WHERE follower_id = ${followerId} AND author_id = ${authorId}`)).length > 0;

export const authorProfile = async (db: Database, readerId: string | null, handle: string): Promise<AuthorProfile> => {
  const row = await findAuthorByHandle(db, handle);
  const [following] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(authorFollows)
    .where(eq(authorFollows.followerId, row.id));
  return {
    ...presentListed(row),
    about: row.about,
    following: Number(following?.count ?? 0),
    followedByMe: readerId ? await isFollowing(db, readerId, row.id) : null,
  };
};

/** authors: authors with public documents, most followed first; `q` matches the handle or the name. */
export const listAuthors = async (db: Database, query: { page: number; limit: number; q?: string | undefined }) => {
  const pattern = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const rows = await db
    .select(AUTHOR_COLUMNS)
    .from(users)
    .where(
      and(
        isPublicAuthor,
        pattern
          ? sql`(lower(${users.handle}) LIKE ${pattern} OR lower(${users.fname} || ' ' || ${users.lname}) LIKE ${pattern})`
          : undefined,
      ),
    )
    .orderBy(desc(followerCount), users.handle)
    .limit(query.limit + 1)
    .offset(offsetOf(query));
  return pageOf(rows, query.page, query.limit, presentListed);
};

/** getFollowers / getFollowing, newest first (only authors and readers with a screen name are listed by it). */
export const listFollows = async (
  db: Database,
  authorId: string,
  direction: "followers" | "following",
  query: { page: number; limit: number },
) => {
  await requirePublicAuthor(db, authorId);
  const [mine, theirs] =
    direction === "followers" ? [authorFollows.authorId, authorFollows.followerId] : [authorFollows.followerId, authorFollows.authorId];
  const rows = await db
    .select(AUTHOR_COLUMNS)
    .from(authorFollows)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, authorId), sql`${users.handle} IS NOT NULL`))
    .orderBy(desc(authorFollows.createdAt))
    .limit(query.limit + 1)
    .offset(offsetOf(query));
  return pageOf(rows, query.page, query.limit, presentListed);
};

/** user/addFollower and removeFollower: idempotent; a follow needs a public author who is not the reader. */
export const setFollow = async (
  deps: Pick<AppContext, "db" | "clock" | "events">,
  followerId: string,
  authorId: string,
  follow: boolean,
) => {
  await requirePublicAuthor(deps.db, authorId);
  if (follow) {
    if (followerId === authorId) {
      throw conflict(PUBLISHING_MESSAGES.cannotFollowYourself);
    }
    const inserted = await deps.db
      .insert(authorFollows)
      .values({ followerId, authorId, createdAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ authorId: authorFollows.authorId });
    if (inserted.length > 0) {
      await deps.events.emit("author.followed", { authorId, followerId });
    }
  } else {
    await deps.db.delete(authorFollows).where(and(eq(authorFollows.followerId, followerId), eq(authorFollows.authorId, authorId)));
  }
  const [followers] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(authorFollows)
    .where(eq(authorFollows.authorId, authorId));
  return { following: follow, followers: Number(followers?.count ?? 0) };
};

export const listCategories = async (db: Database) => {
  const rows = await db
    .select({ category: documents.category, documents: sql<number>`count(*)::int` })
    .from(publications)
    .innerJoin(documents, eq(documents.id, publications.documentId))
    .where(isPubliclyVisible)
    .groupBy(documents.category)
    .orderBy(documents.category);
  return { items: rows.map((row) => ({ category: row.category, documents: Number(row.documents) })) };
};

/**
 * The current screen name of the user who used to be `handle` (see former_handles), or null: links
 * made under an old name redirect to the new one.
 */
export const currentHandleOf = async (db: Database, handle: string): Promise<string | null> => {
  const [row] = await db
    .select({ handle: users.handle })
    .from(formerHandles)
    .innerJoin(users, eq(users.id, formerHandles.userId))
    .where(and(eq(formerHandles.handleKey, handle.toLowerCase()), sql`${users.handle} IS NOT NULL`))
    .limit(1);
  return row?.handle ?? null;
};
