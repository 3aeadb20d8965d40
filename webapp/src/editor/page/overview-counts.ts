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
export const overviewCounts = (pages: readonly Page[], pageCount: number): OverviewCounts => {
  let paragraphs = 0;
  let sentences = 0;
  let words = 0;
  for (const block of pages.flatMap((page) => page.blocks)) {
    const texts = textsOf(block);
    if (texts.length > 0) {
      paragraphs += 1;
    }
    for (const text of texts) {
      sentences += segmentSentences(text).length;
      words += text.match(WORD)?.length ?? 0;
    }
  }
  return { pages: pageCount, paragraphs, sentences, words, readingTime: readingTimeLabel(words) };
};
