import { LRUCache } from "lru-cache";
import type { Page } from "@wordloom/shared/model";
import type { Database } from "../../../db/client";
import { documentPagesHtml } from "../../documents/export/pdf/document-html";
import { articlePages } from "../public-document";

/**
 * The rendered pages of public articles by document id, with the version they were rendered at (a
 * save makes a new version, so a stale entry is never used). Only the pages' HTML is kept: every request still runs
 * the query that decides whether the document is public, so a document made private is gone at
 * once. Bounded by size (about 64 MB of HTML).
 */
export class ArticleBodyCache {
  private readonly cache = new LRUCache<string, { version: number; html: string }>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.html.length * 2 || 1,
  });

  /** Which document a link named last time (a hint only: the lookup still decides). */
  private readonly links = new LRUCache<string, string>({ max: 100_000 });

  constructor(private readonly db: Database) {}

  documentOf(handle: string, slug: string): string | undefined {
    return this.links.get(`${handle.toLowerCase()}/${slug}`);
  }

  /** Whether the document's pages are cached at some version (then the lookup need not read them). */
  has(documentId: string): boolean {
    return this.cache.has(documentId);
  }

  /** The pages' HTML at `version`, rendered from `pages` when given, else read when not cached. */
  async html(documentId: string, version: number, pages: Page[] | null, link?: { handle: string; slug: string }): Promise<string> {
    if (link) {
      this.links.set(`${link.handle.toLowerCase()}/${link.slug}`, documentId);
    }
    const cached = this.cache.get(documentId);
    if (cached?.version === version) {
      return cached.html;
    }
    const html = documentPagesHtml({ title: "", pages: pages ?? (await articlePages(this.db, documentId)) });
    this.cache.set(documentId, { version, html });
    return html;
  }
}
