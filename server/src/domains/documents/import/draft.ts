import type { BlockType } from "@wordloom/shared/model";

/** Marks a run of imported text carries (the editor's fragment marks). */
export interface RunMarks {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  code?: boolean;
  href?: string;
}

/**
 * One run of imported text. `footnote` is the text of a footnote whose reference mark follows the
 * run; it becomes a citation on the fragment that ends the run.
 */
export interface InlineRun extends RunMarks {
  text: string;
  footnote?: string;
}

/**
 * A block as a parser sees it, before sentences and ids: what every importer (docx, doc, pdf, txt)
 * produces, and what crosses the worker-thread boundary.
 */
export interface BlockDraft {
  htmlType: BlockType;
  runs: InlineRun[];
  /** Table rows only: the runs of each cell. */
  cells?: InlineRun[][];
  /** Table rows only: the header row. */
  isHeadNode?: boolean;
}

/** The kinds of file Wordloom imports, recognised by their bytes. */
export const IMPORT_KINDS = ["docx", "doc", "pdf", "txt"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
