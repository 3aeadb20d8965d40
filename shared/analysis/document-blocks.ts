import type { Block, Page, Sentence } from "../model/documents";
import type { AnalysisBlock } from "./types";

const joinSentences = (sentences: readonly Sentence[]): string => sentences.map((sentence) => sentence.text).join(" ");

/** The checkable text of one editor block: a paragraph, or one block per table cell ("<row id>:<cell index>", with cellIndex). */
export const blocksOfEditorBlock = (block: Block): AnalysisBlock[] => {
  if (block.htmlType === "table-row") {
    return (block.cells ?? []).map((cell, cellIndex) => ({
      id: `${block.id}:${cellIndex}`,
      text: joinSentences(cell.sentences),
      type: "table-cell",
      cellIndex,
    }));
  }
  if (block.htmlType === "horizontal-line") {
    return [];
  }
  return [{ id: block.id, text: joinSentences(block.sentences), type: block.htmlType }];
};

/** The analysis blocks of one page, or of the whole document, in reading order. */
export const documentBlocks = (pages: readonly Page[], pageIndex?: number): AnalysisBlock[] => {
  const chosen = pageIndex === undefined ? pages : pages.slice(pageIndex, pageIndex + 1);
  return chosen.flatMap((page) => page.blocks.flatMap(blocksOfEditorBlock));
};
