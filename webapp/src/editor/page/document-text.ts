import type { Block, Page, Sentence } from "@wordloom/shared/model";

const sentencesText = (sentences: readonly Sentence[]): string => sentences.map((sentence) => sentence.text).join(" ");

/** A block's plain text: its sentences joined with a space; a table row's cells joined with a tab. */
const blockPlainText = (block: Block): string =>
  block.htmlType === "table-row"
    ? (block.cells ?? []).map((cell) => sentencesText(cell.sentences)).join("\t")
    : sentencesText(block.sentences);

/** The document's plain text, one block per paragraph, for the clipboard. */
export const documentPlainText = (pages: readonly Page[]): string =>
  pages
    .flatMap((page) => page.blocks.map(blockPlainText))
    .filter((text) => text.trim().length > 0)
    .join("\n\n");
