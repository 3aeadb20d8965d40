import type { DocumentDetail, DocumentSummary } from "@wordloom/shared/model";
import type { DocumentRow } from "./documents.tables";
import type { UserRow } from "../account/users.tables";
import { documentAbilities } from "./document.policy";

type DocumentSummaryRow = Pick<
  DocumentRow,
  "id" | "title" | "type" | "category" | "visibility" | "createdAt" | "updatedAt" | "deletedAt" | "excerpt" | "wordCount"
>;

export const presentDocumentSummary = (row: DocumentSummaryRow): DocumentSummary => ({
  id: row.id,
  title: row.title,
  type: row.type,
  category: row.category,
  visibility: row.visibility,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  excerpt: row.excerpt,
  wordCount: row.wordCount,
});

/** A document as `actor` sees it, with what they may do with it. */
export const presentDocument = (row: DocumentRow, actor: Pick<UserRow, "id">): DocumentDetail => ({
  ...presentDocumentSummary(row),
  pages: row.pages,
  version: row.version,
  can: documentAbilities(actor, row),
});
