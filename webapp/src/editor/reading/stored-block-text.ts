import type { Block, Page, Sentence } from "@wordloom/shared/model";

const joinSentences = (sentences: readonly Sentence[]): string => sentences.map((sentence) => sentence.text).join(" ");

/**
 * Texts per stored block. Blocks are immutable and the editor's converter hands back the same
 * object for an unchanged block, so the reading queue, rebuilt after each pause in typing, joins
 * the sentences of the changed blocks only.
 */
const textByBlock = new WeakMap<Block, string>();

/**
 * A stored block's plain text as the editor shows it (core/conversion/block-text.ts `blockText`):
 * its sentences joined with one space; a table row's cells joined with one space; nothing for a rule.
 */
export const storedBlockText = (block: Block): string => {
  const cached = textByBlock.get(block);
  if (cached !== undefined) {
    return cached;
  }
  const text =
    block.htmlType === "table-row"
      ? (block.cells ?? []).map((cell) => joinSentences(cell.sentences)).join(" ")
      : joinSentences(block.sentences);
  textByBlock.set(block, text);
  return text;
};

/** Every block of a document, in reading order. */
export const documentBlocksInOrder = (pages: readonly Page[]): Block[] => pages.flatMap((page) => page.blocks);
