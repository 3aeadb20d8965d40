import type { PublicDocumentList } from "@wordloom/shared/model";
import type { Database } from "../../db/client";
import { searchTokens } from "../documents/document-text";
import { searchMatchIds, summariesInOrder, type PageQuery } from "./public-queries";

/** How long a search's page of ids is reused (the summaries are always read fresh). */
export const SEARCH_CACHE_TTL_MS = 5_000;
/** Searches kept at most; the oldest goes first. */
export const SEARCH_CACHE_MAX_ENTRIES = 2_000;

type Ids = Promise<readonly string[]>;

interface Entry {
  ids: Ids;
  expiresAt: number;
}

/**
 * The ids of recent public searches' pages (or the query finding them, while it runs), for a few seconds: finding the matches in trending
 * order is most of a search's cost, and readers repeat the same searches. Only the ids are kept:
 * each document's summary is read and checked public on every request (summariesInOrder), so a
 * document made private leaves every result at once and the counts are current. A document made
 * public empties the cache (`clear`, on publication.published in this process); a document's text
 * edited while public, or a publish in another server process, reaches search after the TTL.
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SEARCH_CACHE_TTL_MS,
    private readonly maxEntries = SEARCH_CACHE_MAX_ENTRIES,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string): Ids | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.ids;
  }

  set(key: string, ids: Ids): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) {
        this.entries.delete(oldest.value);
      }
    }
    this.entries.set(key, { ids, expiresAt: this.now() + this.ttlMs });
  }

  /** Forgets `key` if it still holds `ids`. */
  delete(key: string, ids: Ids): void {
    if (this.entries.get(key)?.ids === ids) {
      this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** searchPublic through the cache: the same words (as searched: lower case, word characters), page and limit share an entry. */
export const searchPublicCached = async (
  db: Database,
  cache: SearchCache,
  query: PageQuery & { q: string },
): Promise<PublicDocumentList> => {
  const tokens = searchTokens(query.q);
  const key = `${query.page}:${query.limit}:${tokens.join(" ")}`;
  let ids = cache.get(key);
  if (!ids) {
    // Kept while it runs, so identical searches arriving together share one query; a failure is not kept.
    const running = searchMatchIds(db, tokens, query);
    ids = running;
    cache.set(key, running);
    running.catch(() => cache.delete(key, running));
  }
  return summariesInOrder(db, await ids, query);
};
