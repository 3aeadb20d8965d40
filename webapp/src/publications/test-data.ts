import type { PublicationStatus, PublicDocumentSummary } from "@wordloom/shared/model";

const ZERO = { likes: 0, comments: 0, bookmarks: 0, shares: 0, links: 0, reads: 0 };

/** A public post for tests; override what the test is about. */
export const publicPost = (patch: Partial<PublicDocumentSummary> = {}): PublicDocumentSummary => ({
  id: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  title: "On writing well",
  slug: "on-writing-well",
  path: "/publications/@ada/on-writing-well",
  author: { id: "1b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3", handle: "ada", name: "Ada Lovelace", pictureUrl: null },
  category: "Communication",
  tags: ["#writing"],
  coverUrl: "/media/covers/c.jpg",
  excerpt: "Short sentences help.",
  readingMinutes: 4,
  publishedAt: "2026-01-02T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  counts: { ...ZERO, likes: 3, comments: 2, bookmarks: 1 },
  rating: { average: null, count: 0 },
  aiRating: null,
  ...patch,
});

/** A document's publishing state for tests. */
export const publicationStatus = (patch: Partial<PublicationStatus> = {}): PublicationStatus => ({
  documentId: "2b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  title: "My essay",
  visibility: "private",
  slug: null,
  path: null,
  category: "General",
  tags: [],
  coverUrl: null,
  counts: ZERO,
  rating: { average: null, count: 0 },
  firstPublishedAt: null,
  publishedAt: null,
  can: { makePublic: true, makePrivate: false, share: false, editTags: true, uploadCover: true },
  ...patch,
});
