import type { DocumentRow } from "../domains/documents/documents.tables";
import type { UserRow } from "../domains/account/users.tables";
import { AppError, notFound } from "../errors";
import { documentPolicy, type DocumentAction } from "../domains/documents/document.policy";

/**
 * The one authorization entry point handlers call. A resource the user may not read answers 404,
 * so nobody learns that another user's document exists; a readable one they may not change answers
 * 403 (or 409 when only its state stands in the way, e.g. a document in the trash).
 */
export function authorize(user: UserRow, action: DocumentAction, document: DocumentRow | undefined): asserts document is DocumentRow {
  if (!document || !documentPolicy.read(user, document)) {
    throw notFound("Document not found.");
  }
  if (!documentPolicy[action](user, document)) {
    if (document.deletedAt !== null && action === "update") {
      throw new AppError("CONFLICT", "This document is in the trash. Restore it to edit it.");
    }
    throw new AppError("FORBIDDEN");
  }
}
