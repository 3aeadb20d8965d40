import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Page } from "@wordloom/shared/model";
import type { Database } from "../../../db/client";
import { documentPagesHtml } from "../../documents/export/pdf/document-html";
import { articlePages, type FoundArticle } from "../public-document";

/**
 * Bump when the article page's markup changes (article-page.ts, layout.ts): the ETags of pages
 * rendered by the old markup stop matching, so browsers and CDNs fetch the new one.
 */
export const ARTICLE_MARKUP_VERSION = 3;

/**
 * The ETag of an article page, from what the lookup answered (before anything is rendered): the
 * summary (title, author, cover, tags, counts, rating, dates), the pages' version, the comments'
 * count and last change, and the site's origin (absolute URLs). The page changes only with one of
 * them, so a matching If-None-Match is answered 304 without rendering, and a cached page with the
 * same ETag is the page. (A commenter who renames themselves shows under the old name until the
 * article's next change.)
 */
export const articleEtag = (article: FoundArticle, origin: string): string =>
  `W/"${createHash("sha1")
    .update(
      JSON.stringify([ARTICLE_MARKUP_VERSION, origin, article.version, article.commentsChangedAt?.getTime() ?? null, article.summary]),
    )
    .digest("base64url")
    .slice(0, 27)}"`;

/**
 * Rendered article pages, by document id, in memory (each server process its own; nothing here is
 * ever served without the lookup that decides the document is public, so a document made private
 * is gone at once):
 * - the whole page under its ETag, sent as is while nothing in it changed (Buffer: no re-encoding);
 * - the pages' HTML at the document's version, so a page whose counts or comments changed is
 *   re-rendered without reading and rendering the pages again.
 * Bounded by size (LRU; about 64 MB of pages and 96 MB of whole pages).
 */
export class ArticlePageCache {
  private readonly bodies = new LRUCache<string, { version: number; html: string }>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => entry.html.length * 2 || 1,
  });

  private readonly pages = new LRUCache<string, { etag: string; body: Buffer }>({
    maxSize: 96 * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length || 1,
  });

  /** Which document a link named last time (a hint only: the lookup still decides). */
  private readonly links = new LRUCache<string, string>({ max: 100_000 });

  constructor(private readonly db: Database) {}

  private static linkKey(handle: string, slug: string) {
    return `${handle.toLowerCase()}/${slug}`;
  }

  /** Whether the lookup of this link needs the pages: not when its document's pages are rendered (at some version). */
  needsPages(handle: string, slug: string): boolean {
    const documentId = this.links.get(ArticlePageCache.linkKey(handle, slug));
    return !(documentId && this.bodies.has(documentId));
  }

  /** The whole page rendered under `etag`, if it is cached. */
  page(documentId: string, etag: string): Buffer | undefined {
    const cached = this.pages.get(documentId);
    return cached?.etag === etag ? cached.body : undefined;
  }

  /** Keeps the whole page (the previous one of the document is dropped). */
  keepPage(documentId: string, etag: string, html: string): Buffer {
    const body = Buffer.from(html, "utf8");
    this.pages.set(documentId, { etag, body });
    return body;
  }

  /** The pages' HTML at the article's version: cached, rendered from the pages it was looked up with, or read and rendered. */
  async pagesHtml(article: FoundArticle, link: { handle: string; slug: string }): Promise<string> {
    const documentId = article.summary.id;
    this.links.set(ArticlePageCache.linkKey(link.handle, link.slug), documentId);
    const cached = this.bodies.get(documentId);
    if (cached?.version === article.version) {
      return cached.html;
    }
    const pages: Page[] = article.pages ?? (await articlePages(this.db, documentId));
    const html = documentPagesHtml({ title: "", pages });
    this.bodies.set(documentId, { version: article.version, html });
    return html;
  }
}
