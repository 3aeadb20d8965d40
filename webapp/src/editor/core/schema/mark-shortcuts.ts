import { Extension } from "@tiptap/core";
import { applyMark, type FormatMark } from "./apply-mark";

const SHORTCUTS: Record<string, FormatMark> = {
  "Mod-b": "bold",
  "Mod-B": "bold",
  "Mod-i": "italic",
  "Mod-I": "italic",
  "Mod-u": "underline",
  "Mod-U": "underline",
  "Mod-e": "code",
  "Mod-E": "code",
};

/** Mod-b/i/u/e toggle bold, italic, underline and code; in a table they emit `formattingBlocked` instead. */
export const MarkShortcuts = Extension.create({
  name: "markShortcuts",

  addKeyboardShortcuts() {
    return Object.fromEntries(
      Object.entries(SHORTCUTS).map(([key, mark]) => [
        key,
        () => {
          if (!this.editor.isEditable) {
            return false;
          }
          const result = applyMark(this.editor, mark);
          if (!result.ok) {
            this.editor.emit("formattingBlocked", { editor: this.editor, message: result.message });
          }
          return true;
        },
      ]),
    );
  },
});
