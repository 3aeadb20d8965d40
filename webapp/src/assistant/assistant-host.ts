import type { SaveIssueType } from "@wordloom/shared/model";
import type { TextSpan } from "./text-edits";
import { blankLongTokens } from "@wordloom/shared/model";

/**
 * What the assistant pane needs from the editor page. The page builds it with
 * editorAssistantHost (host.ts) over the paged editor; tests use a fake.
 */

/** One checkable block: a paragraph, heading or list item, or one table cell (`${rowId}:${cellIndex}`). */
export interface AssistantBlock {
  id: string;
  /** The text the analysis engines read (editor core `blockText`): offsets index it. */
  text: string;
  /** "table-cell" for a table cell, else the editor's block kind. */
  type?: string;
  cellIndex?: number;
  /** The page the block starts on (0-based). */
  pageIndex: number;
}

/** The selected words (or the word at the caret) inside the current block. */
export interface AssistantSelection extends TextSpan {
  text: string;
}

/** Where the writer is; a new object whenever something in it changes. */
export interface AssistantContext {
  pageIndex: number;
  pageCount: number;
  /** The block holding the caret. */
  currentBlock: AssistantBlock | null;
  selection: AssistantSelection | null;
  /** Whether the document has at least one word (spec document 3 §2.1). */
  hasWords: boolean;
}

/** A span to paint in the editor (offsets into the block's text, end exclusive). */
export interface AssistantHighlight extends TextSpan {
  className: string;
  data?: unknown;
}

export interface ReplaceOptions {
  /** Why the text changed, sent with the next save of the block (spec document 2 §4: an offensive word replaced saves with issue type Abusive). */
  issueType?: SaveIssueType;
}

export interface AssistantHost {
  docId: string;
  /** The document's title (intent and rating read it). */
  getTitle(): string;
  getContext(): AssistantContext;
  /** Called after the context changes; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Blocks in reading order: of one page, or of the whole document without `pageIndex`. */
  getBlocks(pageIndex?: number): AssistantBlock[];
  /** Replaces highlight group `key` (each tool and view has its own). */
  showHighlights(key: string, highlights: readonly AssistantHighlight[]): void;
  /** Removes group `key`, or every group. */
  clearHighlights(key?: string): void;
  /** Emphasises one span and scrolls to it (a card hovered); null removes the emphasis. */
  focusSpan(span: TextSpan | null): void;
  /** Replaces [start, end) of a block's text; the page saves the edit as it saves typing. */
  replaceText(blockId: string, start: number, end: number, text: string, options?: ReplaceOptions): Promise<void>;
}

/** The blocks as the analysis API takes them. */
export const requestBlocks = (blocks: readonly AssistantBlock[]) =>
  blocks.map(({ id, text, type, cellIndex }) => ({
    id,
    // A run of over 1,000 characters without a space is not checked (the API refuses it): it goes blank, offsets unchanged.
    text: blankLongTokens(text),
    ...(type === undefined ? {} : { type }),
    ...(cellIndex === undefined ? {} : { cellIndex }),
  }));
