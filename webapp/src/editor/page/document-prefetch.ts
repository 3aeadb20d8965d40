import type { DocumentDetail } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { lastDocumentCandidates } from "./last-document";

/** A prefetched document older than this is not handed over: the editor fetches afresh. */
export const PREFETCH_FRESH_MS = 10_000;

interface PendingFetch {
  /** Whose session fetched it: another user signing in on this browser must never be handed it. */
  userId: string;
  id: string;
  startedAt: number;
  document: Promise<DocumentDetail>;
}

let pending: PendingFetch | null = null;

/**
 * Starts fetching the document route `app` will open (the user's last document) while the editor's
 * code is still loading, so the two download together. The result is handed to the editor's first
 * query once (takePrefetchedDocument); it is not a cache, so a later visit never opens an old copy.
 */
export const prefetchLastDocument = (
  userId: string,
  fetchDocument = (id: string) => api.getDocument({ params: { id } }),
  now = Date.now,
): void => {
  const [id] = lastDocumentCandidates(userId);
  // Nothing to open, or this document's fetch is already under way.
  if (!id || (pending?.userId === userId && pending.id === id && now() - pending.startedAt <= PREFETCH_FRESH_MS)) {
    return;
  }
  const document = fetchDocument(id);
  // A failure is the editor's to report when it takes the promise; unhandled it would only be noise.
  document.catch(() => undefined);
  pending = { userId, id, startedAt: now(), document };
};

/**
 * The prefetched document `id`, if this user's session started fetching it in the last
 * PREFETCH_FRESH_MS; each is taken once.
 */
export const takePrefetchedDocument = (userId: string, id: string, now = Date.now): Promise<DocumentDetail> | null => {
  const taken = pending;
  pending = null;
  return taken && taken.userId === userId && taken.id === id && now() - taken.startedAt <= PREFETCH_FRESH_MS ? taken.document : null;
};
