import { segmentSentences } from "@wordloom/shared/analysis";
import type { Page } from "@wordloom/shared/model";
import { documentBlocksInOrder, storedBlockText } from "../stored-block-text";

/** A block as read aloud: its id and its plain text (core/conversion/block-text.ts `blockText`). */
export interface ReadingBlock {
  id: string;
  text: string;
}

/** One sentence to speak, with its offsets in its block's text. */
export interface QueuedSentence {
  blockId: string;
  start: number;
  end: number;
  text: string;
}

/** Sentences with nothing to pronounce (a lone dash, an ellipsis) are skipped. */
const hasWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/** The sentences to speak, in order: each block segmented on its own (shared/analysis/segment.ts). */
export const buildReadingQueue = (blocks: readonly ReadingBlock[]): QueuedSentence[] =>
  blocks.flatMap((block) =>
    segmentSentences(block.text)
      .filter((span) => hasWords(span.text))
      .map((span) => ({ blockId: block.id, start: span.start, end: span.end, text: span.text })),
  );

/** The reading blocks of stored pages, for a page that has no live editor text at hand. */
export const readingBlocksFromPages = (pages: readonly Page[]): ReadingBlock[] =>
  documentBlocksInOrder(pages)
    .map((block) => ({ id: block.id, text: storedBlockText(block) }))
    .filter((block) => block.text.length > 0);
