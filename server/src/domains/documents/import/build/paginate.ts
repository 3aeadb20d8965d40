import { randomUUID } from "node:crypto";
import type { Block, Page } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";

/**
 * Spec document 2 §9, the page model for converted text: 70 characters per line, 30 lines per page,
 * half a line between paragraphs. The editor repaginates by measuring once the document is open;
 * this only gives an imported document sensible pages to start with.
 */
const CHARS_PER_LINE = 70;
const LINES_PER_PAGE = 30;
const PARAGRAPH_GAP_LINES = 0.5;
/** Headings are set larger, so each of their lines counts for more. */
const HEADING_LINE_WEIGHT = 1.5;

const textLength = (sentences: Block["sentences"]) => sentences.reduce((sum, sentence) => sum + sentence.text.length + 1, 0);

/** The lines a block takes in the page model, its paragraph gap included. */
const blockLines = (block: Block): number => {
  if (block.htmlType === "horizontal-line") {
    return 1;
  }
  if (block.htmlType === "table-row") {
    const cells = block.cells ?? [];
    const cellWidth = CHARS_PER_LINE / Math.max(1, cells.length);
    const tallest = Math.max(1, ...cells.map((cell) => Math.ceil(textLength(cell.sentences) / cellWidth)));
    return tallest + PARAGRAPH_GAP_LINES;
  }
  const lines = Math.max(1, Math.ceil(textLength(block.sentences) / CHARS_PER_LINE));
  const weight = block.htmlType === "heading-one" || block.htmlType === "heading-two" ? HEADING_LINE_WEIGHT : 1;
  return lines * weight + PARAGRAPH_GAP_LINES;
};

/**
 * A paragraph taller than a page continues in blocks of the same type, cut between sentences
 * (spec document 2 §4: content that overflows a page moves to a new page).
 */
const splitTallBlock = (block: Block): Block[] => {
  if (block.sentences.length < 2 || blockLines(block) <= LINES_PER_PAGE) {
    return [block];
  }
  const parts: Block[] = [];
  let sentences: Block["sentences"] = [];
  for (const sentence of block.sentences) {
    const candidate = { ...block, sentences: [...sentences, sentence] };
    if (sentences.length > 0 && blockLines(candidate) > LINES_PER_PAGE) {
      parts.push({ ...block, id: parts.length === 0 ? block.id : randomUUID(), sentences });
      sentences = [sentence];
    } else {
      sentences = candidate.sentences;
    }
  }
  parts.push({ ...block, id: parts.length === 0 ? block.id : randomUUID(), sentences });
  return parts;
};

/** Lays blocks out on pages; a block taller than a page is cut between sentences first. */
export const paginate = (blocks: readonly Block[]): Page[] => {
  const pages: Page[] = [];
  let current: Block[] = [];
  let used = 0;
  for (const block of blocks.flatMap(splitTallBlock)) {
    const lines = blockLines(block);
    const full = used + lines > LINES_PER_PAGE || current.length >= LIMITS.document.maxBlocksPerPage;
    if (current.length > 0 && full) {
      pages.push({ blocks: current });
      current = [];
      used = 0;
    }
    current.push(block);
    used += lines;
  }
  if (current.length > 0) {
    pages.push({ blocks: current });
  }
  return pages;
};
