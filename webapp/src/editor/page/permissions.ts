/** Who a document names as owner and current editor, when the API says (collaboration, spec document 2 §4). */
export interface DocumentAccess {
  ownerId?: string;
  currentEditorId?: string | null;
}

/** Reads the access fields from a document answer; absent fields stay undefined. */
export const documentAccess = (document: object): DocumentAccess => {
  const fields = document as Record<string, unknown>;
  return {
    ownerId: typeof fields.ownerId === "string" ? fields.ownerId : undefined,
    currentEditorId: typeof fields.currentEditorId === "string" ? fields.currentEditorId : null,
  };
};

/**
 * Spec document 2 §4–§5: only the current editor edits; without one, the owner. The documents API
 * answers only the owner today (server/src/policies/document.ts), so a document without these
 * fields is the user's own.
 */
export const editingAllowed = ({ ownerId, currentEditorId }: DocumentAccess, userId: string): boolean => {
  if (currentEditorId) {
    return currentEditorId === userId;
  }
  return ownerId === undefined || ownerId === userId;
};
