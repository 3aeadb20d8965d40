import { eq, sql, type SQL } from "drizzle-orm";
import type { PublicDocumentSummary } from "@wordloom/shared/model";
import { publicationPath, readingMinutes } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { users } from "../account/users.tables";
import { documents } from "../documents/documents.tables";
import { publicationRatings, publications } from "./publishing.tables";

/** Public URL path of a stored media file (covers, profile pictures). */
export const mediaUrl = (storedPath: string | null): string | null => (storedPath ? `/media/${storedPath}` : null);

export const authorName = (user: { fname: string; lname: string; handle: string | null }): string =>
  `${user.fname} ${user.lname}`.trim() || user.handle || "";

/**
 * The one condition every public read applies: the publishing record says public, and so does
 * the document itself, which is not in the trash. A document made private fails it at once, in
 * every list, page, feed, sitemap and search. Written as literals, not bound values, so the
 * partial indexes (`WHERE is_public`) serve prepared statements' generic plans too.
 */
export const isPubliclyVisible: SQL = sql`(${publications.isPublic} AND ${documents.visibility} = 'public' AND ${documents.deletedAt} IS NULL)`;

/** The columns a public list shows (never the pages). */
export const SUMMARY_COLUMNS = {
  id: documents.id,
  title: documents.title,
  category: documents.category,
  excerpt: documents.excerpt,
  wordCount: documents.wordCount,
  updatedAt: documents.updatedAt,
  slug: publications.slug,
  tags: publications.tags,
  coverPath: publications.coverPath,
  likeCount: publications.likeCount,
  commentCount: publications.commentCount,
  bookmarkCount: publications.bookmarkCount,
  shareCount: publications.shareCount,
  linkCount: publications.linkCount,
  readCount: publications.readCount,
  aiRating: publications.aiRating,
  publishedAt: publications.publishedAt,
  authorId: users.id,
  handle: users.handle,
  fname: users.fname,
  lname: users.lname,
  profilePicPath: users.profilePicPath,
  ratingAverage: sql<
    number | null
  >`(SELECT avg(${publicationRatings.rating})::real FROM ${publicationRatings} WHERE ${publicationRatings.documentId} = ${documents.id})`,
  ratingCount: sql<number>`(SELECT count(*)::int FROM ${publicationRatings} WHERE ${publicationRatings.documentId} = ${documents.id})`,
};

const roundRating = (value: number | null): number | null => (value === null ? null : Math.round(Number(value) * 100) / 100);

/** A row of a public list: public rows always have a slug and a publish date (set by the first publish). */
export const presentSummary = (row: SummaryRow): PublicDocumentSummary => {
  const handle = row.handle ?? "";
  const slug = row.slug ?? "";
  return {
    id: row.id,
    title: row.title,
    slug,
    path: publicationPath(handle, slug),
    author: { id: row.authorId, handle, name: authorName(row), pictureUrl: mediaUrl(row.profilePicPath) },
    category: row.category,
    tags: row.tags,
    coverUrl: mediaUrl(row.coverPath),
    excerpt: row.excerpt,
    readingMinutes: readingMinutes(row.wordCount),
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    counts: {
      likes: row.likeCount,
      comments: row.commentCount,
      bookmarks: row.bookmarkCount,
      shares: row.shareCount,
      links: row.linkCount,
      reads: row.readCount,
    },
    rating: { average: roundRating(row.ratingAverage), count: Number(row.ratingCount) },
    aiRating: row.aiRating === null ? null : Math.round(row.aiRating * 10) / 10,
  };
};

/** SELECT … FROM publications JOIN documents JOIN users, for public lists and pages. */
export const selectSummaries = (db: Database) =>
  db
    .select(SUMMARY_COLUMNS)
    .from(publications)
    .innerJoin(documents, eq(documents.id, publications.documentId))
    .innerJoin(users, eq(users.id, publications.authorId));

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** One page of a list: `limit + 1` rows are asked for, so `hasMore` needs no count. */
export const pageOf = <Row, Item>(rows: readonly Row[], page: number, limit: number, present: (row: Row) => Item) => ({
  items: rows.slice(0, limit).map(present),
  page,
  limit,
  hasMore: rows.length > limit,
});

export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;
