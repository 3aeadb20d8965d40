import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ShareChannel } from "@wordloom/shared/rules";
import { users } from "../account/users.tables";
import { documents } from "../documents/documents.tables";
import { trendingSql } from "./trending";

/**
 * A document's publishing record, created when its tags or cover are first set or on its first
 * publish, and kept when it goes private again (its slug, tags, cover and counts wait for the next
 * publish). `isPublic` mirrors
 * `documents.visibility` and is written in the same transaction, so the public lists read one
 * indexed table; every public read also joins the document and checks its visibility, so the
 * document row stays the one truth.
 *
 * The counts are kept by atomic increments in the transaction that inserts or deletes the reader's
 * row (likes, bookmarks, comments, shares: each a row with a unique key), so they are exact under
 * any concurrency; `reads` is added in batches (see read-counter.ts). The users' rating is read from
 * its rows (publication_ratings), never kept as a total.
 */
export const publications = pgTable(
  "publications",
  {
    documentId: uuid("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The current slug, made on the first publish; old ones stay in publication_slugs and redirect here. */
    slug: text("slug"),
    isPublic: boolean("is_public").notNull().default(false),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverPath: text("cover_path"),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    shareCount: integer("share_count").notNull().default(0),
    linkCount: integer("link_count").notNull().default(0),
    readCount: integer("read_count").notNull().default(0),
    /** The AI engagement score (0–10) computed when the document was made public; null when too short. */
    aiRating: real("ai_rating"),
    /** Null until the first publish (tags and cover may be set before it). */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    /** `firstPublishedAt` in seconds since 1970 (a generated column may only use immutable functions). */
    firstPublishedEpoch: doublePrecision("first_published_epoch"),
    /** trending.ts: log10 of the weighted interactions plus the first publish's share of time; higher is hotter. */
    trendingScore: doublePrecision("trending_score").generatedAlwaysAs(
      sql.raw(
        trendingSql({
          likes: "like_count",
          comments: "comment_count",
          bookmarks: "bookmark_count",
          shares: "share_count",
          links: "link_count",
          reads: "read_count",
          firstPublishedEpoch: "first_published_epoch",
        }),
      ),
    ),
    /** The last time it was made public. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("publications_author_slug_key").on(table.authorId, table.slug),
    // Each list's order, ties broken by id, read straight from its index (no sort); public-queries.ts
    // orders with the same NULLS LAST the index has.
    index("publications_public_trending_idx")
      .on(table.trendingScore.desc(), table.documentId.desc())
      .where(sql`${table.isPublic}`),
    index("publications_public_latest_idx")
      .on(table.publishedAt.desc(), table.documentId.desc())
      .where(sql`${table.isPublic}`),
    index("publications_public_author_idx")
      .on(table.authorId, table.publishedAt.desc(), table.documentId.desc())
      .where(sql`${table.isPublic}`),
    index("publications_public_ai_idx")
      .on(table.aiRating.desc(), table.trendingScore.desc(), table.documentId.desc())
      .where(sql`${table.isPublic} AND ${table.aiRating} IS NOT NULL`),
    index("publications_public_tags_idx").using("gin", table.tags),
  ],
);
export type PublicationRow = typeof publications.$inferSelect;

/** Every slug a document was published under, unique per author: old links find the document and redirect. */
export const publicationSlugs = pgTable(
  "publication_slugs",
  {
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.authorId, table.slug] }), index("publication_slugs_document_idx").on(table.documentId)],
);

const readerRow = (name: string) =>
  pgTable(
    name,
    {
      documentId: uuid("document_id")
        .notNull()
        .references(() => documents.id, { onDelete: "cascade" }),
      userId: uuid("user_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    },
    (table) => [
      primaryKey({ columns: [table.documentId, table.userId] }),
      index(`${name}_user_idx`).on(table.userId, table.createdAt.desc()),
    ],
  );

/** One like per reader and document. */
export const publicationLikes = readerRow("publication_likes");
/** Saved (Read Later): one bookmark per reader and document. */
export const publicationBookmarks = readerRow("publication_bookmarks");

/** Users' ratings, 0.5–5 in half steps, one per reader (rating again replaces it). */
export const publicationRatings = pgTable(
  "publication_ratings",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: real("rating").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.userId] }),
    check("publication_ratings_range", sql`${table.rating} >= 0.5 AND ${table.rating} <= 5`),
  ],
);

/** Shares counted once per reader and channel (a network, or "link" for a copied link). */
export const publicationShares = pgTable(
  "publication_shares",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<ShareChannel>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.userId, table.channel] })],
);

/** Comments on public documents; `root` is the top-level comment a reply answers (one level). */
export const publicationComments = pgTable(
  "publication_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rootId: uuid("root_id"),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    location: text("location"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("publication_comments_document_idx").on(table.documentId, table.createdAt),
    index("publication_comments_user_idx").on(table.userId, table.createdAt.desc()),
    index("publication_comments_root_idx").on(table.rootId),
  ],
);
export type PublicationCommentRow = typeof publicationComments.$inferSelect;

/** Who follows whom. */
export const authorFollows = pgTable(
  "author_follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.authorId] }),
    index("author_follows_author_idx").on(table.authorId, table.createdAt.desc()),
    check("author_follows_not_self", sql`${table.followerId} <> ${table.authorId}`),
  ],
);
