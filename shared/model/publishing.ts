import { z } from "zod";
import { COVER, MAX_TAG_CHARS, MAX_TAGS, PUBLIC_COMMENT, RATING, SHARE_CHANNELS } from "../rules/publishing";
import { IdSchema, IsoDateSchema } from "./common";
import { DOCUMENT_CATEGORIES, PageSchema, VISIBILITIES } from "./documents";
import { plainText, singleLine } from "./text";

/**
 * Public publishing (spec document 2 §1–§5, §7): a document made public under its author's screen
 * name, with a stable slug, a category, up to 20 hashtags and a cover image, and what readers do
 * with it (likes, comments, bookmarks, ratings, follows, shares).
 */

/** Paging of every public list: `hasMore` instead of a total, so a page never counts the whole table. */
export const PublicPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** Spec document 2 §9: author pages and lists show 10 at a time. */
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), limit: z.number().int(), hasMore: z.boolean() });

/** An author as public pages show them. `pictureUrl` is a path under /media/ or null. */
export const PublicAuthorSchema = z.object({
  id: IdSchema,
  handle: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
});
export type PublicAuthor = z.output<typeof PublicAuthorSchema>;

export const PublicCountsSchema = z.object({
  likes: z.number().int(),
  comments: z.number().int(),
  bookmarks: z.number().int(),
  /** Shares to the networks (X, Facebook, WhatsApp, LinkedIn, e-mail). */
  shares: z.number().int(),
  /** Copies of the public link (the share popup). */
  links: z.number().int(),
  reads: z.number().int(),
});
export type PublicCounts = z.output<typeof PublicCountsSchema>;

/** The users' rating of an article: the mean of 0.5–5 ratings (null before the first) and how many. */
export const UsersRatingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });

/** A public document in a list (trending, recommended, category, author, search, bookmarks). */
export const PublicDocumentSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  slug: z.string(),
  /** The public link's path: /publications/@{handle}/{slug}. */
  path: z.string(),
  author: PublicAuthorSchema,
  category: z.string(),
  /** Hashtags, each starting with "#". */
  tags: z.array(z.string()),
  /** A path under /media/ or null. */
  coverUrl: z.string().nullable(),
  excerpt: z.string(),
  readingMinutes: z.number().int(),
  publishedAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  counts: PublicCountsSchema,
  rating: UsersRatingSchema,
  /** The AI engagement score (0–10, one decimal) computed when the document was made public; null when too short to score. */
  aiRating: z.number().nullable(),
});
export type PublicDocumentSummary = z.output<typeof PublicDocumentSummarySchema>;

/** What the signed-in reader did with a public document (null for anonymous readers). */
export const ReaderStateSchema = z.object({
  liked: z.boolean(),
  bookmarked: z.boolean(),
  /** The reader's own rating, 0.5–5, or null. */
  rating: z.number().nullable(),
  followingAuthor: z.boolean(),
  /** The reader is the author. */
  isAuthor: z.boolean(),
});
export type ReaderState = z.output<typeof ReaderStateSchema>;

/** A public document with its pages (the read-only public viewer). */
export const PublicDocumentSchema = PublicDocumentSummarySchema.extend({
  pages: z.array(PageSchema),
  reader: ReaderStateSchema.nullable(),
});
export type PublicDocument = z.output<typeof PublicDocumentSchema>;

export const PublicDocumentListSchema = paged(PublicDocumentSummarySchema);
export type PublicDocumentList = z.output<typeof PublicDocumentListSchema>;

export const PUBLIC_SORTS = ["latest", "trending", "top"] as const;

export const ListPublicDocumentsQuerySchema = PublicPageQuerySchema.extend({
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  /** One hashtag, with or without "#". */
  tag: singleLine(MAX_TAG_CHARS).trim().optional(),
  sort: z.enum(PUBLIC_SORTS).default("latest"),
});

export const SearchPublicQuerySchema = PublicPageQuerySchema.extend({
  q: singleLine(200).trim().min(1, { message: "Type something to search for" }),
});

export const HandleParamsSchema = z.object({ handle: singleLine(64).min(1) });
export const CategoryParamsSchema = z.object({ category: z.enum(DOCUMENT_CATEGORIES) });

export const PublicDocumentBySlugQuerySchema = z.object({
  handle: singleLine(64).min(1),
  slug: singleLine(200).min(1),
});

// ─── The author's side: publishing a document ──────────────────────────────────────────────────

/** What the author may do with publishing right now (server rules; the client renders from them). */
export const PublicationAbilitiesSchema = z.object({
  makePublic: z.boolean(),
  makePrivate: z.boolean(),
  share: z.boolean(),
  editTags: z.boolean(),
  uploadCover: z.boolean(),
});

/**
 * A document's publishing state for its owner (the preview and share panel). `slug` and `path`
 * are null until the first publish; the slug then stays (a private document keeps it for the next
 * publish, but nothing reaches it while private).
 */
export const PublicationStatusSchema = z.object({
  documentId: IdSchema,
  title: z.string(),
  visibility: z.enum(VISIBILITIES),
  slug: z.string().nullable(),
  path: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  coverUrl: z.string().nullable(),
  counts: PublicCountsSchema,
  rating: UsersRatingSchema,
  firstPublishedAt: IsoDateSchema.nullable(),
  publishedAt: IsoDateSchema.nullable(),
  can: PublicationAbilitiesSchema,
});
export type PublicationStatus = z.output<typeof PublicationStatusSchema>;

export const UpdateVisibilityBodySchema = z.strictObject({ visibility: z.enum(VISIBILITIES) });

/** genDocPublicLink: the public link; `renew` makes a new slug from the current title (the old one keeps redirecting). */
export const PublicLinkBodySchema = z.strictObject({ renew: z.boolean().default(false) });

/** Tags as typed or pasted; the server normalises them (`normalizeTags`: split, "#"-prefixed, at most 20). */
export const UpdateTagsBodySchema = z.strictObject({
  tags: z.array(singleLine(500)).max(MAX_TAGS * 5),
});

/**
 * The cover's crop, in the uploaded image's pixels (all four or none). Without it the whole image
 * is kept ("Upload full"); the web app's crop defaults to 2.23 (700 × 300).
 */
export const CoverCropQuerySchema = z
  .object({
    left: z.coerce.number().int().min(0).optional(),
    top: z.coerce.number().int().min(0).optional(),
    width: z.coerce.number().int().min(1).optional(),
    height: z.coerce.number().int().min(1).optional(),
  })
  .refine(
    (crop) =>
      [crop.left, crop.top, crop.width, crop.height].every((value) => value === undefined) ||
      [crop.left, crop.top, crop.width, crop.height].every((value) => value !== undefined),
    {
      message: "Send left, top, width and height together, or none of them",
    },
  );

export const COVER_UPLOAD_MAX_BYTES = COVER.maxBytes;

export const RecordShareBodySchema = z.strictObject({ channel: z.enum(SHARE_CHANNELS) });
export const ShareCountsSchema = z.object({ shares: z.number().int(), links: z.number().int() });

// ─── Readers ───────────────────────────────────────────────────────────────────────────────────

export const DocumentIdParamsSchema = z.object({ id: IdSchema });

export const LikeStateSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export const BookmarkStateSchema = z.object({ bookmarked: z.boolean(), bookmarks: z.number().int() });

export const RatingValueSchema = z
  .number()
  .min(RATING.min)
  .max(RATING.max)
  .refine((value) => Number.isInteger(value / RATING.step), { message: "Ratings go from 0.5 to 5 in half steps" });
export const RateBodySchema = z.strictObject({ rating: RatingValueSchema });
export const RatingStateSchema = z.object({ rating: z.number().nullable(), average: z.number().nullable(), count: z.number().int() });

/**
 * A comment on a public document (spec document 2 §7: comment_id, content, location). `content`
 * is sanitised HTML (plain text is escaped into it); `root` is the comment it answers (one level).
 */
export const PublicCommentSchema = z.object({
  id: IdSchema,
  documentId: IdSchema,
  root: IdSchema.nullable(),
  content: z.string(),
  location: z.string().nullable(),
  author: PublicAuthorSchema,
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  /** What the signed-in reader may do with it: its author edits and removes; the article's author removes. */
  can: z.object({ edit: z.boolean(), remove: z.boolean() }),
});
export type PublicComment = z.output<typeof PublicCommentSchema>;
export const PublicCommentListSchema = paged(PublicCommentSchema);

/** Comment text: plain text, or HTML the server sanitises (b, i, em, strong, u, code, a, p, br, blockquote, lists). */
const CommentContentSchema = plainText(PUBLIC_COMMENT.maxChars * 2)
  .transform((text) => text.trim())
  .refine((text) => text.length > 0, { message: "Comment can't be empty" });

export const AddCommentBodySchema = z.strictObject({
  content: CommentContentSchema,
  /** The top-level comment this one answers. */
  root: IdSchema.optional(),
  /** Where in the article the comment points (a block id), as the reader's client chose. */
  location: singleLine(200).optional(),
});
export const EditCommentBodySchema = z.strictObject({ content: CommentContentSchema });
export const CommentIdParamsSchema = z.object({ commentId: IdSchema });

export const AuthorIdParamsSchema = z.object({ authorId: IdSchema });
export const FollowStateSchema = z.object({ following: z.boolean(), followers: z.number().int() });

/** An author's public profile (author page). `followedByMe` is null for anonymous readers. */
export const AuthorProfileSchema = PublicAuthorSchema.extend({
  about: z.string(),
  followers: z.number().int(),
  following: z.number().int(),
  publicDocuments: z.number().int(),
  followedByMe: z.boolean().nullable(),
});
export type AuthorProfile = z.output<typeof AuthorProfileSchema>;
export const PublicAuthorListSchema = paged(PublicAuthorSchema.extend({ publicDocuments: z.number().int(), followers: z.number().int() }));
export const AuthorSearchQuerySchema = PublicPageQuerySchema.extend({ q: singleLine(64).trim().optional() });

export const CategoryCountsSchema = z.object({ items: z.array(z.object({ category: z.string(), documents: z.number().int() })) });
