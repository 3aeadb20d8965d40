import { randomUUID } from "node:crypto";
import type { Block, Sentence } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";
import type { BlockDraft, InlineRun } from "../draft";
import type { CitationCounter } from "./citations";
import { runsToSentences } from "./sentences";

const MAX_SENTENCES = LIMITS.document.maxSentencesPerBlock;
const MAX_CELLS = LIMITS.document.maxCellsPerRow;

const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
};

/** A row with more cells than a block may hold keeps the extra cells' text in its last cell. */
const capCells = (cells: readonly InlineRun[][]): InlineRun[][] => {
  if (cells.length <= MAX_CELLS) {
    return [...cells];
  }
  const kept = cells.slice(0, MAX_CELLS - 1);
  kept.push(cells.slice(MAX_CELLS - 1).flatMap((runs) => [...runs, { text: " " }]));
  return kept;
};

const tableRow = (draft: BlockDraft, citations: CitationCounter): Block => ({
  id: randomUUID(),
  htmlType: "table-row",
  sentences: [],
  cells: capCells(draft.cells ?? []).map((runs) => ({ sentences: runsToSentences(runs, citations).slice(0, MAX_SENTENCES) })),
  ...(draft.isHeadNode ? { isHeadNode: true } : {}),
});

const textBlocks = (draft: BlockDraft, sentences: Sentence[]): Block[] =>
  chunk(sentences, MAX_SENTENCES).map((part) => ({ id: randomUUID(), htmlType: draft.htmlType, sentences: part }));

/**
 * Editor blocks from parsed drafts, in order: sentences split and ids given, empty paragraphs
 * dropped, a paragraph with more sentences than a block may hold continued in a second block.
 */
export const draftsToBlocks = (drafts: readonly BlockDraft[]): Block[] => {
  const citations: CitationCounter = { next: 0 };
  const blocks: Block[] = [];
  for (const draft of drafts) {
    if (draft.htmlType === "table-row") {
      blocks.push(tableRow(draft, citations));
    } else if (draft.htmlType === "horizontal-line") {
      blocks.push({ id: randomUUID(), htmlType: "horizontal-line", sentences: [] });
    } else {
      const sentences = runsToSentences(draft.runs, citations);
      if (sentences.length > 0) {
        blocks.push(...textBlocks(draft, sentences));
      }
    }
  }
  return blocks;
};
