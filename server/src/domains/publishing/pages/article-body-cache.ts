import { LRUCache } from "lru-cache";
import type { Database } from "../../../db/client";
import { documentPagesHtml } from "../../documents/export/pdf/document-html";
import { articlePages } from "../public-document";

/**
 * The rendered pages of public articles, keyed by document id and version (a save makes a new
 * version, so an entry never goes stale). Only the pages' HTML is kept: every request still runs
 * the query that decides whether the document is public, so a document made private is gone at
 * once. Bounded by size (about 64 MB of HTML).
 */
export class ArticleBodyCache {
  private readonly cache = new LRUCache<string, string>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (html) => html.length * 2 || 1 });

  constructor(private readonly db: Database) {}

  async html(documentId: string, version: number): Promise<string> {
    const key = `${documentId}:${version}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const html = documentPagesHtml({ title: "", pages: await articlePages(this.db, documentId) });
    this.cache.set(key, html);
    return html;
  }
}
