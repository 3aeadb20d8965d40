import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * Per-block results, keyed by a hash of the tool, its settings and the block's text, so an
 * unchanged block is never checked twice (a save re-checks only the blocks that changed). Results
 * are stored without the block id, so the same text in another block or document reuses them.
 * The cache is only an accelerator: every process keeps its own, and nothing depends on it.
 */
export class BlockResultCache {
  private readonly cache: LRUCache<string, { value: unknown }>;

  constructor(maxEntries = 50_000) {
    this.cache = new LRUCache({ max: maxEntries });
  }

  static key(tool: string, settings: unknown, text: string): string {
    return createHash("sha256")
      .update(tool)
      .update("\u0000")
      .update(JSON.stringify(settings))
      .update("\u0000")
      .update(text)
      .digest("base64url");
  }

  get<T>(key: string): T | undefined {
    return this.cache.get(key)?.value as T | undefined;
  }

  set(key: string, value: unknown): void {
    this.cache.set(key, { value });
  }
}
