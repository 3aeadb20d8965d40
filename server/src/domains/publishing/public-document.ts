import { and, eq, sql } from "drizzle-orm";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { Page, PublicDocument, PublicDocumentSummary } from "@wordloom/shared/model";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { users } from "../account/users.tables";
import { documents } from "../documents/documents.tables";
import { publicationComments, publicationSlugs, publications } from "./publishing.tables";
import { isPubliclyVisible, presentSummary, SUMMARY_COLUMNS } from "./public-rows";
import { readerState } from "./reader-actions";
import { preparedPerDatabase } from "../../db/prepared";

export interface FoundArticle {
  summary: PublicDocumentSummary;
  /** The pages, when asked for with `withPages`. */
  pages: Page[] | null;
  authorId: string;
  /** The document's version: its pages change only with it. */
  version: number;
  /** When a comment of the document last changed (null for none): with the comment count, it tells the comments shown changed. */
  commentsChangedAt: Date | null;
  /** The slug asked for is an old one (or the handle's case differs): the page redirects to `summary.path`. */
  moved: boolean;
}

/**
 * The lookup behind every article page, built once per database as a prepared statement (building
 * this join through drizzle on each request cost about as much CPU as the rest of the page): the
 * slug (current or old) of the author's handle, the document if it is public, its summary, version and
 * when its comments last changed, with or without its pages.
 */
const prepareLookup = (withPages: boolean) =>
  preparedPerDatabase((db: Database) =>
    db
      .select({
        ...SUMMARY_COLUMNS,
        version: documents.version,
        pages: withPages ? documents.pages : sql<Page[] | null>`NULL`,
        commentsChangedAt:
          sql<Date | null>`(SELECT max(${publicationComments.updatedAt}) FROM ${publicationComments} WHERE ${publicationComments.documentId} = ${documents.id})`.mapWith(
            publicationComments.updatedAt,
          ),
      })
      .from(publicationSlugs)
      .innerJoin(users, eq(users.id, publicationSlugs.authorId))
      .innerJoin(publications, eq(publications.documentId, publicationSlugs.documentId))
      .innerJoin(documents, eq(documents.id, publicationSlugs.documentId))
      .where(
        and(
          sql`lower(${users.handle}) = lower(${sql.placeholder("handle")})`,
          eq(publicationSlugs.slug, sql.placeholder("slug")),
          isPubliclyVisible,
        ),
      )
      .limit(1)
      .prepare(withPages ? "find_public_article_with_pages" : "find_public_article"),
  );
const lookups = { withPages: prepareLookup(true), withoutPages: prepareLookup(false) };

/**
 * A public document by its author's screen name and a slug (the current one or an old one), in one
 * query, or 404 "This document is not public or does not exist." — the same for a private, trashed
 * or unknown document and an unknown author.
 */
export const findArticle = async (db: Database, handle: string, slug: string, { withPages = false } = {}): Promise<FoundArticle> => {
  const [row] = await (withPages ? lookups.withPages : lookups.withoutPages)(db).execute({ handle, slug });
  if (!row) {
    throw notFound(PUBLISHING_MESSAGES.notFound);
  }
  return {
    summary: presentSummary(row),
    pages: row.pages,
    authorId: row.authorId,
    version: row.version,
    commentsChangedAt: row.commentsChangedAt,
    moved: row.slug !== slug || row.handle !== handle,
  };
};

export const articlePages = async (db: Database, documentId: string): Promise<Page[]> => {
  const [content] = await db.select({ pages: documents.pages }).from(documents).where(eq(documents.id, documentId));
  return content?.pages ?? [];
};

/** getPublicDocument: the article with its pages, and what the signed-in reader did with it. */
export const getPublicDocument = async (db: Database, readerId: string | null, handle: string, slug: string): Promise<PublicDocument> => {
  const article = await findArticle(db, handle, slug, { withPages: true });
  const reader = readerId ? await readerState(db, readerId, { documentId: article.summary.id, authorId: article.authorId }) : null;
  return { ...article.summary, pages: article.pages ?? [], reader };
};
