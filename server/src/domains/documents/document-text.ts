import type { Block, Page } from "@wordloom/shared/model";

const EXCERPT_CHARS = 200;

/**
 * How much body text is kept for the search index. PostgreSQL refuses a tsvector over 1 MB, and
 * text of distinct words takes up to about 4 bytes of tsvector per character in each of the two
 * text-search configurations indexed (stemmed and unstemmed), so the 2,000,000 characters a
 * document may hold would fail to save; 60,000 characters (at most ~480 KB of vector) stay below it.
 */
export const SEARCHABLE_BODY_CHARS = 60_000;

const searchableText = (text: string): string => {
  if (text.length <= SEARCHABLE_BODY_CHARS) {
    return text;
  }
  const cut = text.slice(0, SEARCHABLE_BODY_CHARS);
  // Never keep half of a surrogate pair.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};

const blockText = (block: Block): string => {
  const sentences = [...block.sentences, ...(block.cells ?? []).flatMap((cell) => cell.sentences)];
  return sentences.map((sentence) => sentence.text).join(" ");
};

/**
 * What is kept beside a document's pages: the excerpt and word count lists show (over the whole
 * text), and the searchable beginning of its plain text for the search index.
 */
export const summarizePages = (pages: readonly Page[]) => {
  const bodyText = pages
    .flatMap((page) => page.blocks.map(blockText))
    .filter((text) => text.trim().length > 0)
    .join("\n");
  const flat = bodyText.replace(/\s+/g, " ").trim();
  const words = flat.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return {
    searchText: searchableText(bodyText),
    excerpt: flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS - 1)}…`,
    wordCount: words?.length ?? 0,
  };
};

/** The words of a search, lower-cased, at most 12; operators and punctuation are dropped. */
export const searchTokens = (text: string): string[] =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 12) ?? [];
