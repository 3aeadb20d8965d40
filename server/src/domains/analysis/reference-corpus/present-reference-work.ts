import type { ReferenceWork } from "@wordloom/shared/model";
import type { ReferenceDocumentRow } from "../plagiarism.tables";

export const presentReferenceWork = (row: ReferenceDocumentRow): ReferenceWork => ({
  id: row.id,
  title: row.title,
  source: row.source,
  wordCount: row.wordCount,
  createdAt: row.createdAt.toISOString(),
});
