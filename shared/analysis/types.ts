/**
 * Shapes shared by every writing check. Offsets are UTF-16 code-unit offsets into the block's
 * text, end exclusive: `block.text.slice(start, end)` is exactly the flagged text.
 */

/** A paragraph or table cell to check (the add-in sends paragraphs and cells). */
export interface AnalysisBlock {
  id: string;
  text: string;
  /** Block type (editor htmlType, or "table-cell" from the add-in). */
  type?: string;
  /** For table cells: the cell's index in its row. */
  cellIndex?: number;
}

/** One sentence of a block, with its exact place in the block text. */
export interface SentenceSpan {
  index: number;
  start: number;
  end: number;
  text: string;
}

/** Where a finding sits: block, sentence and exact offsets in the block text. */
export interface TextLocation {
  blockId: string;
  sentenceIndex: number;
  start: number;
  end: number;
  /** block.text.slice(start, end) */
  text: string;
}

export type Dialect = "en-US" | "en-GB";

export interface CheckSettings {
  dialect: Dialect;
}

export const DEFAULT_CHECK_SETTINGS: CheckSettings = { dialect: "en-US" };
