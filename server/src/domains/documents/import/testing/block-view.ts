import type { Block, Page } from "@wordloom/shared/model";

/** A compact view of a block for assertions: its type, its text, and (for rows) each cell's text. */
interface BlockView {
  type: Block["htmlType"];
  text: string;
  cells?: string[];
  head?: boolean;
}

const sentenceText = (sentences: Block["sentences"]) => sentences.map((sentence) => sentence.text).join(" ");

export const viewBlocks = (pages: readonly Page[]): BlockView[] =>
  pages
    .flatMap((page) => page.blocks)
    .map((block) => ({
      type: block.htmlType,
      text: sentenceText(block.sentences),
      ...(block.cells ? { cells: block.cells.map((cell) => sentenceText(cell.sentences)) } : {}),
      ...(block.isHeadNode ? { head: true } : {}),
    }));

/** Every fragment of every block, in order. */
export const allFragments = (pages: readonly Page[]) =>
  pages
    .flatMap((page) => page.blocks.flatMap((block) => [...block.sentences, ...(block.cells ?? []).flatMap((cell) => cell.sentences)]))
    .flatMap((sentence) => sentence.fragments);
