import { LAST_DOCUMENT_KEY } from "../../shell/paths";

/**
 * The last opened document, per user (spec document 1 §2: route `app` opens it). The documents
 * list hands a document over in the shared key; the editor keeps it per user as well, so another
 * account signed in on this browser finds its own last document.
 */
export const userLastDocumentKey = (userId: string) => `${LAST_DOCUMENT_KEY}.${userId}`;

/** The ids to try, most recent hand-over first. */
export const lastDocumentCandidates = (userId: string, storage: Storage = localStorage): string[] => {
  const ids = [storage.getItem(LAST_DOCUMENT_KEY), storage.getItem(userLastDocumentKey(userId))].filter((id): id is string => Boolean(id));
  return [...new Set(ids)];
};

export const rememberLastDocument = (userId: string, id: string, storage: Storage = localStorage): void => {
  storage.setItem(LAST_DOCUMENT_KEY, id);
  storage.setItem(userLastDocumentKey(userId), id);
};

/** Drops a document that is gone (or not this user's) from both keys. */
export const forgetLastDocument = (userId: string, id: string, storage: Storage = localStorage): void => {
  for (const key of [LAST_DOCUMENT_KEY, userLastDocumentKey(userId)]) {
    if (storage.getItem(key) === id) {
      storage.removeItem(key);
    }
  }
};
