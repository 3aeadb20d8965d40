import { and, eq } from "drizzle-orm";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { documents } from "../documents/documents.tables";
import { publications } from "./publishing.tables";
import { isPubliclyVisible } from "./public-rows";

/**
 * A public document's id and author, or 404 "This document is not public or does not exist." for
 * a private, trashed or unknown one: the same answer for all three, and for the owner too (their
 * own side is /api/publishing), so nothing reached by id tells a private document exists.
 */
export const findPublicTarget = async (db: Database, id: string): Promise<{ documentId: string; authorId: string }> => {
  const [row] = await db
    .select({ documentId: publications.documentId, authorId: publications.authorId })
    .from(publications)
    .innerJoin(documents, eq(documents.id, publications.documentId))
    .where(and(eq(publications.documentId, id), isPubliclyVisible));
  if (!row) {
    throw notFound(PUBLISHING_MESSAGES.notFound);
  }
  return row;
};
