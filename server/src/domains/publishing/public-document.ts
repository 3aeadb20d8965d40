import { and, eq, sql } from "drizzle-orm";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { Page, PublicDocument, PublicDocumentSummary } from "@wordloom/shared/model";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { users } from "../account/users.tables";
import { documents } from "../documents/documents.tables";
import { publications } from "./publishing.tables";
import { isPubliclyVisible, presentSummary, selectSummaries } from "./public-rows";
import { readerState } from "./reader-actions";
import { documentOfSlug } from "./slugs";

export interface FoundArticle {
  summary: PublicDocumentSummary;
  pages: Page[];
  authorId: string;
  /** The slug asked for is an old one (or the handle's case differs): the page redirects to `summary.path`. */
  moved: boolean;
}

/**
 * A public document by its author's screen name and a slug (the current one or an old one), or
 * 404 "This document is not public or does not exist." — the same for a private, trashed or unknown
 * document and an unknown author.
 */
export const findArticle = async (db: Database, handle: string, slug: string): Promise<FoundArticle> => {
  const [author] = await db
    .select({ id: users.id, handle: users.handle })
    .from(users)
    .where(sql`lower(${users.handle}) = lower(${handle})`);
  const documentId = author ? await documentOfSlug(db, author.id, slug) : null;
  if (!author || !documentId) {
    throw notFound(PUBLISHING_MESSAGES.notFound);
  }
  const [row] = await selectSummaries(db)
    .where(and(eq(publications.documentId, documentId), isPubliclyVisible))
    .limit(1);
  if (!row) {
    throw notFound(PUBLISHING_MESSAGES.notFound);
  }
  const [content] = await db.select({ pages: documents.pages }).from(documents).where(eq(documents.id, documentId));
  return {
    summary: presentSummary(row),
    pages: content?.pages ?? [],
    authorId: row.authorId,
    moved: row.slug !== slug || author.handle !== handle,
  };
};

/** getPublicDocument: the article with its pages, and what the signed-in reader did with it. */
export const getPublicDocument = async (db: Database, readerId: string | null, handle: string, slug: string): Promise<PublicDocument> => {
  const article = await findArticle(db, handle, slug);
  return {
    ...article.summary,
    pages: article.pages,
    reader: readerId ? await readerState(db, readerId, { documentId: article.summary.id, authorId: article.authorId }) : null,
  };
};
