import type { Page } from "../../model/documents";
import { blocksOfEditorBlock, documentBlocks } from "../document-blocks";
import type { AnalysisBlock } from "../types";
import { locateSentences } from "./sentences";
import { countWords } from "./terms";

/**
 * Reading speed: 238 words per minute, the mean silent reading rate of adults for non-fiction
 * found by Brysbaert (2019, "How many words do we read per minute?", 190 studies).
 */
export const READING_WORDS_PER_MINUTE = 238;

export interface ReadingTime {
  /** Exact reading time in whole seconds: round(words / 238 × 60). */
  seconds: number;
  /** Whole minutes, rounded to the nearest (at least 1 when there is any word). */
  minutes: number;
  /** "0 min" for no words, "< 1 min" under 30 seconds, else "{minutes} min". */
  label: string;
}

export interface DocumentCounts {
  pages: number;
  /** Non-empty text blocks (a table row with any text counts once; horizontal lines never). */
  paragraphs: number;
  sentences: number;
  words: number;
  readingTime: ReadingTime;
}

/** The analysis blocks of a page list, in reading order (table cells as blocks with cellIndex). */
export const pageBlocks = (pages: readonly Page[]): AnalysisBlock[] => documentBlocks(pages);

/** Reading time of `words` words at 238 words per minute. */
export const readingTime = (words: number): ReadingTime => {
  const seconds = Math.round((words / READING_WORDS_PER_MINUTE) * 60);
  const minutes = words === 0 ? 0 : Math.max(1, Math.round(seconds / 60));
  const label = words === 0 ? "0 min" : seconds < 30 ? "< 1 min" : `${minutes} min`;
  return { seconds, minutes, label };
};

/** Overview counts (spec 2 §2): pages, paragraphs, sentences, words and reading time. */
export const countDocument = (pages: readonly Page[]): DocumentCounts => {
  let paragraphs = 0;
  for (const page of pages) {
    for (const block of page.blocks) {
      if (blocksOfEditorBlock(block).some((part) => part.text.trim().length > 0)) {
        paragraphs += 1;
      }
    }
  }
  const blocks = pageBlocks(pages);
  const words = blocks.reduce((total, block) => total + countWords(block.text), 0);
  return {
    pages: pages.length,
    paragraphs,
    sentences: locateSentences(blocks).length,
    words,
    readingTime: readingTime(words),
  };
};
