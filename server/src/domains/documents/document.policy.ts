import type { DocumentRow } from "./documents.tables";
import type { UserRow } from "../account/users.tables";

/** What a user may do with a document. Only the owner may see or change it (collaboration arrives later). */
export const documentPolicy = {
  read: (user: UserRow, document: DocumentRow) => document.ownerId === user.id,
  update: (user: UserRow, document: DocumentRow) => document.ownerId === user.id && document.deletedAt === null,
  trash: (user: UserRow, document: DocumentRow) => document.ownerId === user.id,
  restore: (user: UserRow, document: DocumentRow) => document.ownerId === user.id,
  destroy: (user: UserRow, document: DocumentRow) => document.ownerId === user.id,
} as const;

export type DocumentAction = keyof typeof documentPolicy;
