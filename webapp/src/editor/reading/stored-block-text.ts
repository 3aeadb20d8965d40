import type { Block, Page, Sentence } from "@wordloom/shared/model";

const joinSentences = (sentences: readonly Sentence[]): string => sentences.map((sentence) => sentence.text).join(" ");

/**
 * A stored block's plain text as the editor shows it (core/conversion/block-text.ts `blockText`):
 * its sentences joined with one space; a table row's cells joined with one space; nothing for a rule.
 */
export const storedBlockText = (block: Block): string => {
  if (block.htmlType === "table-row") {
    return (block.cells ?? []).map((cell) => joinSentences(cell.sentences)).join(" ");
  }
  return joinSentences(block.sentences);
};

/** Every block of a document, in reading order. */
export const documentBlocksInOrder = (pages: readonly Page[]): Block[] => pages.flatMap((page) => page.blocks);
