import type { Editor } from "@tiptap/core";
import { CellSelection } from "@tiptap/pm/tables";
import type { EditorState } from "@tiptap/pm/state";

export const FORMATTING_IN_TABLE_MESSAGE = "Formatting cannot be applied inside a table.";

export type FormatMark = "bold" | "italic" | "underline" | "code";

export type ApplyMarkResult = { ok: true } | { ok: false; message: string };

declare module "@tiptap/core" {
  interface EditorEvents {
    /** A formatting shortcut was refused; the page shows `message` (a toast). */
    formattingBlocked: { editor: Editor; message: string };
  }
}

/** Whether the selection starts or ends inside a table (or is a cell selection). */
export const selectionInTable = (state: EditorState): boolean => {
  const { selection } = state;
  if (selection instanceof CellSelection) {
    return true;
  }
  for (const $pos of [selection.$from, selection.$to]) {
    for (let depth = $pos.depth; depth > 0; depth -= 1) {
      if ($pos.node(depth).type.name === "table") {
        return true;
      }
    }
  }
  return false;
};

/**
 * Toggles a formatting mark on the selection, except inside a table (spec document 2 §5):
 * `{ ok: false, message }` then, for the page to show. Nothing is emitted; the keyboard shortcuts
 * emit `formattingBlocked` themselves.
 */
export const applyMark = (editor: Editor, mark: FormatMark): ApplyMarkResult => {
  if (selectionInTable(editor.state)) {
    return { ok: false, message: FORMATTING_IN_TABLE_MESSAGE };
  }
  editor.chain().focus().toggleMark(mark).run();
  return { ok: true };
};
