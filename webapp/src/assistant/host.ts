import type { Editor } from "@tiptap/core";
import { clearAnalysisHighlights, setAnalysisHighlights, textRangePositions } from "../editor/public/core";
import { issueTypeNotesFor } from "../editor";
import type { AssistantContext, AssistantHost, ReplaceOptions } from "./assistant-host";
import { blockHasWords, caretPlace, placedTextblocks, type PlacedTextblock } from "./editor-blocks";
import { FOCUS_CLASS } from "./highlight-classes";
import type { TextEdit } from "./text-edits";

/** Highlight group of the hovered card's emphasis. */
const FOCUS_KEY = "assistant-focus";
/** How long the context waits for typing to pause before it is recomputed (keeps keystrokes cheap). */
const CONTEXT_DELAY_MS = 120;
/** After the pause, the context waits for the browser to be idle at most this long (off the typing path). */
const CONTEXT_IDLE_TIMEOUT_MS = 200;

type IdleHandle = { cancel: () => void };

/** Runs `task` when the browser is idle (at once where requestIdleCallback does not exist, e.g. jsdom). */
const whenIdle = (task: () => void, timeout: number): IdleHandle | undefined => {
  if (typeof window === "undefined" || typeof window.requestIdleCallback !== "function") {
    task();
    return undefined;
  }
  const handle = window.requestIdleCallback(task, { timeout });
  return { cancel: () => window.cancelIdleCallback(handle) };
};

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
  // The blocks of the last document and layout asked about: the context, getBlocks and replaceText share them.
  let placedFor: { doc: unknown; breaks: unknown; blocks: PlacedTextblock[] } | null = null;
  const placed = (): PlacedTextblock[] => {
    const { doc } = editor.state;
    const { breaks } = editor.storage.pagination.layout;
    if (placedFor?.doc !== doc || placedFor.breaks !== breaks) {
      placedFor = { doc, breaks, blocks: placedTextblocks(doc, breaks) };
    }
    return placedFor.blocks;
  };

  const computeContext = (): AssistantContext => {
    const blocks = placed();
    const caret = caretPlace(blocks, editor.state.selection);
    return {
      pageIndex: caret?.block.pageIndex ?? 0,
      pageCount: Math.max(1, editor.storage.pagination.layout.pageCount),
      currentBlock: caret?.block ?? null,
      selection: caret?.selection ?? null,
      hasWords: blocks.some(blockHasWords),
    };
  };

  let context = computeContext();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: IdleHandle | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    idle?.cancel();
    idle = undefined;
  };
  const refresh = () => {
    cancel();
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
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      idle = whenIdle(refresh, CONTEXT_IDLE_TIMEOUT_MS);
    }, CONTEXT_DELAY_MS);
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
      cancel();
      editor.off("transaction", schedule);
      stopLayout();
      listeners.clear();
    },
  };
};
