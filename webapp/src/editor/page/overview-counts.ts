import { segmentSentences } from "@wordloom/shared/analysis";
import type { Block, Page } from "@wordloom/shared/model";

/** Reading speed of adults for non-fiction (Brysbaert 2019), as the overview pane uses elsewhere. */
export const WORDS_PER_MINUTE = 238;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export interface OverviewCounts {
  pages: number;
  paragraphs: number;
  sentences: number;
  words: number;
  /** "0 min", "< 1 min" under 30 seconds, else rounded minutes. */
  readingTime: string;
}

const textsOf = (block: Block): string[] => {
  if (block.htmlType === "horizontal-line") {
    return [];
  }
  const sentences = block.htmlType === "table-row" ? (block.cells ?? []).map((cell) => cell.sentences) : [block.sentences];
  return sentences.map((list) => list.map((sentence) => sentence.text).join(" ")).filter((text) => text.trim());
};

export const readingTimeLabel = (words: number): string => {
  const seconds = Math.round((words / WORDS_PER_MINUTE) * 60);
  if (words === 0) {
    return "0 min";
  }
  return seconds < 30 ? "< 1 min" : `${Math.max(1, Math.round(seconds / 60))} min`;
};

/**
 * The document overview (spec document 2 §2): pages from the editor's layout; paragraphs are
 * blocks with text (a table row counts once, rules never); sentences from the shared segmenter,
 * per paragraph or table cell; words and the reading time at 238 words per minute.
 */
interface BlockCounts {
  paragraphs: number;
  sentences: number;
  words: number;
}

/**
 * Counts per stored block. Blocks are immutable and the editor's converter hands back the same
 * object for an unchanged block, so after an edit only the changed blocks are segmented again
 * (segmenting a 100-page document on every pause in typing costs tens of milliseconds).
 */
const countsByBlock = new WeakMap<Block, BlockCounts>();

const blockCounts = (block: Block): BlockCounts => {
  const cached = countsByBlock.get(block);
  if (cached) {
    return cached;
  }
  const texts = textsOf(block);
  const counts: BlockCounts = { paragraphs: texts.length > 0 ? 1 : 0, sentences: 0, words: 0 };
  for (const text of texts) {
    counts.sentences += segmentSentences(text).length;
    counts.words += text.match(WORD)?.length ?? 0;
  }
  countsByBlock.set(block, counts);
  return counts;
};

export const overviewCounts = (pages: readonly Page[], pageCount: number): OverviewCounts => {
  let paragraphs = 0;
  let sentences = 0;
  let words = 0;
  for (const page of pages) {
    for (const block of page.blocks) {
      const counts = blockCounts(block);
      paragraphs += counts.paragraphs;
      sentences += counts.sentences;
      words += counts.words;
    }
  }
  return { pages: pageCount, paragraphs, sentences, words, readingTime: readingTimeLabel(words) };
};
