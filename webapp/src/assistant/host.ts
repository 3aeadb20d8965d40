import type { Editor } from "@tiptap/core";
import { clearAnalysisHighlights, setAnalysisHighlights, textRangePositions } from "../editor/core";
import { issueTypeNotesFor } from "../editor/page/autosave/issue-types";
import type { AssistantContext, AssistantHost, ReplaceOptions } from "./assistant-host";
import { caretPlace, placedTextblocks } from "./editor-blocks";
import { FOCUS_CLASS } from "./highlight-classes";
import type { TextEdit } from "./text-edits";

/** Highlight group of the hovered card's emphasis. */
export const FOCUS_KEY = "assistant-focus";
/** How long the context waits for typing to pause before it is recomputed (keeps keystrokes cheap). */
export const CONTEXT_DELAY_MS = 120;

export interface EditorAssistantHostOptions {
  docId: string;
  getTitle: () => string;
  /** Told about each replacement the assistant made (e.g. to record the issue type with the save). */
  onReplace?: (edit: TextEdit, options: ReplaceOptions) => void;
}

export interface EditorAssistantHost extends AssistantHost {
  /** Stops listening to the editor (call when the editor or the page goes away). */
  destroy(): void;
}

const sameContext = (left: AssistantContext, right: AssistantContext) =>
  left.pageIndex === right.pageIndex &&
  left.pageCount === right.pageCount &&
  left.hasWords === right.hasWords &&
  left.currentBlock?.id === right.currentBlock?.id &&
  left.currentBlock?.text === right.currentBlock?.text &&
  left.currentBlock?.pageIndex === right.currentBlock?.pageIndex &&
  left.selection?.start === right.selection?.start &&
  left.selection?.end === right.selection?.end &&
  left.selection?.text === right.selection?.text;

/**
 * The assistant host over the paged editor (editor core: setAnalysisHighlights,
 * clearAnalysisHighlights, textRangePositions and the pagination layout). Highlights are editor
 * decorations, so they stay on their words while the user types.
 */
export const editorAssistantHost = (editor: Editor, options: EditorAssistantHostOptions): EditorAssistantHost => {
  const listeners = new Set<() => void>();
  const placed = () => placedTextblocks(editor.state.doc, editor.storage.pagination.layout.breaks);

  const computeContext = (): AssistantContext => {
    const blocks = placed();
    const caret = caretPlace(blocks, editor.state.selection);
    return {
      pageIndex: caret?.block.pageIndex ?? 0,
      pageCount: Math.max(1, editor.storage.pagination.layout.pageCount),
      currentBlock: caret?.block ?? null,
      selection: caret?.selection ?? null,
      hasWords: blocks.some((entry) => /[\p{L}\p{N}]/u.test(entry.block.text)),
    };
  };

  let context = computeContext();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    timer = undefined;
    if (editor.isDestroyed) {
      return;
    }
    const next = computeContext();
    if (!sameContext(context, next)) {
      context = next;
      listeners.forEach((listener) => listener());
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, CONTEXT_DELAY_MS);
  };
  editor.on("transaction", schedule);
  const stopLayout = editor.storage.pagination.subscribe(schedule);

  const focusSpan: AssistantHost["focusSpan"] = (span) => {
    if (editor.isDestroyed) {
      return;
    }
    if (!span) {
      clearAnalysisHighlights(editor, FOCUS_KEY);
      return;
    }
    setAnalysisHighlights(editor, FOCUS_KEY, [{ ...span, className: FOCUS_CLASS }]);
    const element = editor.view.dom.querySelector(`[data-highlight="${FOCUS_KEY}"]`);
    if (element && "scrollIntoView" in element && typeof element.scrollIntoView === "function") {
      element.scrollIntoView({ block: "center", behavior: "smooth" });
    }
  };

  return {
    docId: options.docId,
    getTitle: options.getTitle,
    getContext: () => context,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBlocks(pageIndex) {
      const blocks = placed().map((entry) => entry.block);
      return pageIndex === undefined ? blocks : blocks.filter((block) => block.pageIndex === pageIndex);
    },
    showHighlights(key, highlights) {
      if (!editor.isDestroyed) {
        setAnalysisHighlights(editor, key, highlights);
      }
    },
    clearHighlights(key) {
      if (!editor.isDestroyed) {
        clearAnalysisHighlights(editor, key);
      }
    },
    focusSpan,
    async replaceText(blockId, start, end, text, replaceOptions = {}) {
      if (editor.isDestroyed) {
        throw new Error("The editor is gone");
      }
      const found = placed().find((entry) => entry.block.id === blockId);
      if (!found || start < 0 || end < start || end > found.block.text.length) {
        throw new Error(`Cannot replace ${start}–${end} of block ${blockId}`);
      }
      const { from, to } = textRangePositions(found.textblock, found.pos, start, end);
      const { tr } = editor.state;
      editor.view.dispatch(text ? tr.insertText(text, from, to) : tr.delete(from, to));
      if (replaceOptions.issueType) {
        // The page's autosave sends it with the next save of the block (a table cell saves as its row).
        const savedId = found.block.type === "table-cell" ? blockId.slice(0, blockId.lastIndexOf(":")) : blockId;
        issueTypeNotesFor(options.docId).note(savedId, replaceOptions.issueType);
      }
      options.onReplace?.({ blockId, start, end, text }, replaceOptions);
      refresh();
    },
    destroy() {
      clearTimeout(timer);
      editor.off("transaction", schedule);
      stopLayout();
      listeners.clear();
    },
  };
};
