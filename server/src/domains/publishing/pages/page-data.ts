import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { authorPath, publicationPath } from "@wordloom/shared/rules";
import type { Database } from "../../../db/client";
import { users } from "../../account/users.tables";
import { documents } from "../../documents/documents.tables";
import { publications } from "../publishing.tables";
import { isPubliclyVisible, presentSummary, SUMMARY_COLUMNS } from "../public-rows";
import type { FeedEntry } from "./feeds";
import { categoryPath } from "./list-page";
import { SITEMAP_MAX_DOCUMENTS, type SitemapEntry } from "./sitemap";

/** Entries of a feed: the newest public documents, with their pages. */
export const FEED_SIZE = 20;

export const feedEntries = async (db: Database, where: SQL): Promise<FeedEntry[]> => {
  const rows = await db
    .select({ ...SUMMARY_COLUMNS, pages: documents.pages })
    .from(publications)
    .innerJoin(documents, eq(documents.id, publications.documentId))
    .innerJoin(users, eq(users.id, publications.authorId))
    .where(and(isPubliclyVisible, where))
    .orderBy(desc(publications.publishedAt), desc(publications.documentId))
    .limit(FEED_SIZE);
  return rows.map((row) => ({ summary: presentSummary(row), pages: row.pages }));
};

export const authorFeedEntries = (db: Database, authorId: string) => feedEntries(db, eq(publications.authorId, authorId));
export const categoryFeedEntries = (db: Database, category: string) => feedEntries(db, eq(documents.category, category));

/** Every public page worth indexing: the lists, each public author, category and document. */
export const sitemapEntries = async (db: Database): Promise<{ entries: SitemapEntry[]; lastModified: Date | null }> => {
  const rows = await db
    .select({
      handle: users.handle,
      slug: publications.slug,
      updatedAt: documents.updatedAt,
      publishedAt: publications.publishedAt,
      category: documents.category,
    })
    .from(publications)
    .innerJoin(documents, eq(documents.id, publications.documentId))
    .innerJoin(users, eq(users.id, publications.authorId))
    .where(and(isPubliclyVisible, sql`${users.handle} IS NOT NULL`))
    .orderBy(desc(publications.publishedAt))
    .limit(SITEMAP_MAX_DOCUMENTS);
  const handles = new Set<string>();
  const categories = new Set<string>();
  let lastModified: Date | null = null;
  const documentEntries: SitemapEntry[] = [];
  for (const row of rows) {
    if (!row.handle || !row.slug) {
      continue;
    }
    handles.add(row.handle);
    categories.add(row.category);
    const modified = row.updatedAt > (row.publishedAt ?? row.updatedAt) ? row.updatedAt : (row.publishedAt ?? row.updatedAt);
    if (!lastModified || modified > lastModified) {
      lastModified = modified;
    }
    documentEntries.push({ path: publicationPath(row.handle, row.slug), lastmod: modified.toISOString() });
  }
  return {
    entries: [
      { path: "/publications/trending", changefreq: "hourly" },
      { path: "/publications/recommended", changefreq: "hourly" },
      ...[...categories].sort().map((category): SitemapEntry => ({ path: categoryPath(category), changefreq: "daily" })),
      ...[...handles].sort().map((handle): SitemapEntry => ({ path: authorPath(handle), changefreq: "daily" })),
      ...documentEntries,
    ],
    lastModified,
  };
};
