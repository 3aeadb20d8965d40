import { and, asc, eq, sql } from "drizzle-orm";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { PublicComment } from "@wordloom/shared/model";
import { PUBLIC_COMMENT } from "@wordloom/shared/rules";
import { resultRows, type Database } from "../../db/client";
import type { AppContext } from "../../context";
import { AppError, notFound } from "../../errors";
import { authorize } from "../../policies/index";
import { users, type UserRow } from "../account/users.tables";
import { documents } from "../documents/documents.tables";
import { commentAbilities, publicCommentPolicy } from "./publication.policy";
import { findPublicTarget } from "./find-public";
import { authorName, isPubliclyVisible, mediaUrl, offsetOf, pageOf } from "./public-rows";
import { publicationComments, publications } from "./publishing.tables";
import { sanitizeComment } from "./sanitize-comment";
import { preparedPerDatabase } from "../../db/prepared";

type Deps = Pick<AppContext, "db" | "clock" | "events">;
type Actor = Pick<UserRow, "id"> | null;

const COMMENT_COLUMNS = {
  id: publicationComments.id,
  documentId: publicationComments.documentId,
  rootId: publicationComments.rootId,
  content: publicationComments.content,
  location: publicationComments.location,
  createdAt: publicationComments.createdAt,
  updatedAt: publicationComments.updatedAt,
  userId: users.id,
  handle: users.handle,
  fname: users.fname,
  lname: users.lname,
  profilePicPath: users.profilePicPath,
  articleAuthorId: publications.authorId,
};

const selectComments = (db: Database) =>
  db
    .select(COMMENT_COLUMNS)
    .from(publicationComments)
    .innerJoin(users, eq(users.id, publicationComments.userId))
    .innerJoin(publications, eq(publications.documentId, publicationComments.documentId))
    .innerJoin(documents, eq(documents.id, publicationComments.documentId));
type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

const present = (actor: Actor, row: CommentRow): PublicComment => ({
  id: row.id,
  documentId: row.documentId,
  root: row.rootId,
  content: row.content,
  location: row.location,
  author: { id: row.userId, handle: row.handle ?? "", name: authorName(row), pictureUrl: mediaUrl(row.profilePicPath) },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  can: commentAbilities(actor, { userId: row.userId, articleAuthorId: row.articleAuthorId }),
});

/** A comment of a public document (404 for a comment of a private one, or none). */
const loadComment = async (db: Database, commentId: string) => {
  const [row] = await selectComments(db).where(and(eq(publicationComments.id, commentId), isPubliclyVisible));
  return row;
};

const requireComment = async (db: Database, commentId: string) => {
  const row = await loadComment(db, commentId);
  if (!row) {
    throw notFound(PUBLISHING_MESSAGES.commentNotFound);
  }
  return row;
};

/**
 * The comments of a public document, oldest first, each top-level comment followed by its replies
 * (paged by top-level comment).
 */
export const listComments = async (db: Database, actor: Actor, id: string, query: { page: number; limit: number }) => {
  await findPublicTarget(db, id);
  const roots = await selectComments(db)
    .where(and(eq(publicationComments.documentId, id), sql`${publicationComments.rootId} IS NULL`))
    .orderBy(asc(publicationComments.createdAt), asc(publicationComments.id))
    .limit(query.limit + 1)
    .offset(offsetOf(query));
  const shown = roots.slice(0, query.limit);
  const replies =
    shown.length === 0
      ? []
      : await selectComments(db)
          .where(
            sql`${publicationComments.rootId} IN (${sql.join(
              shown.map((root) => sql`${root.id}`),
              sql`, `,
            )})`,
          )
          .orderBy(asc(publicationComments.createdAt), asc(publicationComments.id));
  const ordered = shown.flatMap((root) => [root, ...replies.filter((reply) => reply.rootId === root.id)]);
  return {
    ...pageOf(ordered, query.page, Number.MAX_SAFE_INTEGER, (row) => present(actor, row)),
    limit: query.limit,
    hasMore: roots.length > query.limit,
  };
};

/**
 * The first comments of a document already known to be public (the article page, after its lookup),
 * in one prepared query: the first `limit + 1` top-level comments and their replies.
 */
const prepareArticleComments = preparedPerDatabase((db: Database) =>
  selectComments(db)
    .where(
      sql`${publicationComments.documentId} = ${sql.placeholder("id")} AND coalesce(${publicationComments.rootId}, ${publicationComments.id}) IN (
        SELECT r.id FROM ${publicationComments} r WHERE r.document_id = ${sql.placeholder("id")} AND r.root_id IS NULL
        ORDER BY r.created_at, r.id LIMIT ${sql.placeholder("roots")})`,
    )
    .orderBy(asc(publicationComments.createdAt), asc(publicationComments.id))
    .prepare("public_article_comments"),
);

export const articleComments = async (db: Database, documentId: string, limit: number) => {
  const rows = await prepareArticleComments(db).execute({ id: documentId, roots: limit + 1 });
  const roots = rows.filter((row) => row.rootId === null);
  const shown = roots.slice(0, limit);
  const ordered = shown.flatMap((root) => [root, ...rows.filter((reply) => reply.rootId === root.id)]);
  return { items: ordered.map((row) => present(null, row)), hasMore: roots.length > limit };
};

/**
 * addComment: sanitised, at most 5 a minute per reader (the count and the insert run under a lock
 * on the reader, so concurrent posts cannot slip past it); the document's comment count moves in
 * the same transaction.
 */
export const addComment = async (
  deps: Deps,
  user: UserRow,
  id: string,
  input: { content: string; root?: string | undefined; location?: string | undefined },
): Promise<PublicComment> => {
  const target = await findPublicTarget(deps.db, id);
  const content = sanitizeComment(input.content);
  const commentId = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`publication-comment:${user.id}`}))`);
    const since = new Date(deps.clock.now().getTime() - PUBLIC_COMMENT.windowSeconds * 1000);
    const recent = resultRows<{ count: number }>(
      await tx.execute(
        sql`SELECT count(*)::int AS count FROM publication_comments WHERE user_id = ${user.id} AND created_at > ${since.toISOString()}`,
      ),
    );
    if (Number(recent[0]?.count ?? 0) >= PUBLIC_COMMENT.ratePerWindow) {
      throw new AppError("RATE_LIMITED", PUBLISHING_MESSAGES.commentTooFast, { retryAfterSeconds: PUBLIC_COMMENT.windowSeconds });
    }
    if (input.root) {
      const [root] = await tx
        .select({ rootId: publicationComments.rootId })
        .from(publicationComments)
        .where(and(eq(publicationComments.id, input.root), eq(publicationComments.documentId, id)));
      if (!root) {
        throw notFound(PUBLISHING_MESSAGES.commentNotFound);
      }
      if (root.rootId !== null) {
        throw new AppError("VALIDATION_FAILED", PUBLISHING_MESSAGES.repliesOneLevel, {
          issues: [{ path: ["body", "root"], message: PUBLISHING_MESSAGES.repliesOneLevel }],
        });
      }
    }
    const now = deps.clock.now();
    const [inserted] = await tx
      .insert(publicationComments)
      .values({
        documentId: id,
        userId: user.id,
        rootId: input.root ?? null,
        content,
        location: input.location ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: publicationComments.id });
    await tx
      .update(publications)
      .set({ commentCount: sql`${publications.commentCount} + 1` })
      .where(eq(publications.documentId, id));
    if (!inserted) {
      throw new Error("the comment was not stored");
    }
    return inserted.id;
  });
  await deps.events.emit("publication.commented", { documentId: id, authorId: target.authorId, commentId, commenterId: user.id });
  return present(user, await requireComment(deps.db, commentId));
};

/** editComment: only by the comment's author. */
export const editComment = async (deps: Deps, user: UserRow, commentId: string, content: string): Promise<PublicComment> => {
  const row = await requireComment(deps.db, commentId);
  authorize(user, "edit", { userId: row.userId, articleAuthorId: row.articleAuthorId }, publicCommentPolicy);
  await deps.db
    .update(publicationComments)
    .set({ content: sanitizeComment(content), updatedAt: deps.clock.now() })
    .where(eq(publicationComments.id, commentId));
  return present(user, await requireComment(deps.db, commentId));
};

/** removeComment: by its author or the article's author; its replies go with it and leave the count. */
export const removeComment = async (deps: Deps, user: UserRow, commentId: string): Promise<void> => {
  const row = await requireComment(deps.db, commentId);
  authorize(user, "remove", { userId: row.userId, articleAuthorId: row.articleAuthorId }, publicCommentPolicy);
  await deps.db.execute(
    sql`WITH removed AS (DELETE FROM publication_comments WHERE id = ${commentId} OR root_id = ${commentId} RETURNING 1)
      UPDATE publications SET comment_count = comment_count - (SELECT count(*) FROM removed)::int WHERE document_id = ${row.documentId}`,
  );
};
