import { Feed } from "feed";
import type { Page, PublicDocumentSummary } from "@wordloom/shared/model";
import { escapeHtml } from "../../documents/export/pdf/escape-html";
import { documentPagesHtml } from "../../documents/export/pdf/document-html";

export interface FeedEntry {
  summary: PublicDocumentSummary;
  pages: Page[];
}

export interface FeedSpec {
  title: string;
  description: string;
  /** Absolute URLs. */
  link: string;
  rss: string;
  atom: string;
  origin: string;
  entries: FeedEntry[];
}

/**
 * RSS 2.0 and Atom 1.0 feeds (`feed` 5) of an author or a category: every entry carries the whole
 * article (its pages as the public page renders them) with its cover image first, and the cover as
 * the item's image (an RSS enclosure), all with absolute URLs.
 */
export const buildFeed = (spec: FeedSpec): Feed => {
  const first = spec.entries[0];
  const updated = first ? new Date(first.summary.publishedAt) : new Date(0);
  const feed = new Feed({
    id: spec.link,
    title: spec.title,
    description: spec.description,
    link: spec.link,
    language: "en",
    updated,
    generator: "Wordloom",
    feedLinks: { rss: spec.rss, atom: spec.atom },
    copyright: `© ${spec.title}`,
  });
  for (const { summary, pages } of spec.entries) {
    const url = `${spec.origin}${summary.path}`;
    const cover = summary.coverUrl ? `${spec.origin}${summary.coverUrl}` : null;
    const content = `${cover ? `<p><img src="${escapeHtml(cover)}" alt="" width="700" height="300"></p>\n` : ""}${documentPagesHtml({ title: "", pages })}`;
    feed.addItem({
      title: summary.title,
      id: url,
      link: url,
      date: new Date(summary.updatedAt),
      published: new Date(summary.publishedAt),
      description: summary.excerpt,
      content,
      author: [{ name: summary.author.name, link: `${spec.origin}/publications/author/@${encodeURIComponent(summary.author.handle)}` }],
      category: [{ name: summary.category }, ...summary.tags.map((tag) => ({ name: tag.replace(/^#/, "") }))],
      ...(cover ? { image: { url: cover, type: "image/webp" } } : {}),
    });
  }
  return feed;
};
