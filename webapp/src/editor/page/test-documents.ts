import type { Page } from "@wordloom/shared/model";

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
