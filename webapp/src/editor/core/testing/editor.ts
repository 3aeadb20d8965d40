import { Editor, type JSONContent } from "@tiptap/core";
import type { Page } from "@wordloom/shared/model";
import { pagesToEditorDoc } from "../conversion/to-editor";
import { createEditorExtensions } from "../extensions";

const created: Editor[] = [];

/** A headless editor over stored pages (or editor JSON), destroyed by destroyTestEditors(). */
export const testEditor = (content: readonly Page[] | JSONContent, options: { readOnly?: boolean } = {}): Editor => {
  const editor = new Editor({
    extensions: createEditorExtensions(options),
    content: Array.isArray(content) ? pagesToEditorDoc(content) : (content as JSONContent),
    editable: !options.readOnly,
  });
  created.push(editor);
  return editor;
};

export const destroyTestEditors = (): void => {
  created.splice(0).forEach((editor) => editor.destroy());
};

/** The document position of the first occurrence of `text` (in a text node). */
export const positionOf = (editor: Editor, text: string): number => {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found < 0 && node.isText) {
      const index = (node.text ?? "").indexOf(text);
      if (index >= 0) {
        found = pos + index;
      }
    }
    return found < 0;
  });
  if (found < 0) {
    throw new Error(`"${text}" is not in the document`);
  }
  return found;
};
