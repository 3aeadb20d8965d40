import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documentSearch } from "./documents.tables";

/** The searchable text of one document: written with the document, in the same transaction. */
export const writeSearchText = async (
  db: Database,
  { documentId, ownerId, title, bodyText }: { documentId: string; ownerId: string; title: string; bodyText: string },
): Promise<void> => {
  await db
    .insert(documentSearch)
    .values({ documentId, ownerId, title, bodyText })
    .onConflictDoUpdate({ target: documentSearch.documentId, set: { title, bodyText } });
};

export const writeSearchTitle = async (db: Database, documentId: string, title: string): Promise<void> => {
  await db.update(documentSearch).set({ title }).where(eq(documentSearch.documentId, documentId));
};
