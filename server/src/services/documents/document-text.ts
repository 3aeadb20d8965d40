import type { Block, Page } from "@wordloom/shared/model";

const EXCERPT_CHARS = 200;

const blockText = (block: Block): string => {
  const sentences = [...block.sentences, ...(block.cells ?? []).flatMap((cell) => cell.sentences)];
  return sentences.map((sentence) => sentence.text).join(" ");
};

/** Plain text, excerpt and word count of a document, kept beside its pages for search and lists. */
export const summarizePages = (pages: readonly Page[]) => {
  const bodyText = pages
    .flatMap((page) => page.blocks.map(blockText))
    .filter((text) => text.trim().length > 0)
    .join("\n");
  const flat = bodyText.replace(/\s+/g, " ").trim();
  const words = flat.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return {
    bodyText,
    excerpt: flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS - 1)}…`,
    wordCount: words?.length ?? 0,
  };
};

/** Builds a prefix-matching full-text query ("quick bro" finds "quick brown"); null when nothing searchable remains. */
export const toPrefixTsQuery = (text: string): string | null => {
  const tokens = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
  return tokens.length > 0 ? tokens.map((token) => `${token}:*`).join(" & ") : null;
};
