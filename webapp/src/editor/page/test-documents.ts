import type { DocumentDetail, Page } from "@wordloom/shared/model";

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${(counter += 1)}`;

/** One page with one text block (one sentence) per paragraph. */
export const buildPages = (paragraphs: readonly string[]): Page[] => [
  {
    blocks: paragraphs.map((text) => ({
      id: nextId("block"),
      htmlType: "text" as const,
      sentences: text ? [{ id: nextId("sentence"), text, fragments: [{ text }] }] : [],
    })),
  },
];

/** A stored document as GET /api/documents/:id answers it, one paragraph per entry. */
export const documentOf = (id: string, title: string, paragraphs: string[], version = 3): DocumentDetail => ({
  id,
  title,
  type: "classic",
  category: "General",
  visibility: "private",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  deletedAt: null,
  excerpt: "",
  wordCount: 0,
  pages: buildPages(paragraphs),
  version,
  can: { edit: true, delete: true, share: false, publish: false, invite: false },
});
