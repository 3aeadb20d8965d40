import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { afterEach, describe, expect, it } from "vitest";
import { destroyTestEditors, positionOf, testEditor } from "../../core/testing/editor";
import { everyElementPages } from "../../core/testing/fixtures";
import { paragraphIndexAt, paragraphPosition, paragraphStarts, sameStarts } from "./paragraphs";

afterEach(destroyTestEditors);

/** The plain whole-document walk the cached scan must agree with. */
const walkedStarts = (doc: ProseMirrorNode): number[] => {
  const starts: number[] = [];
  doc.descendants((node, pos) => {
    if (node.isTextblock) {
      if (node.textContent.trim()) {
        starts.push(pos + 1);
      }
      return false;
    }
    return true;
  });
  return starts;
};

describe("paragraphStarts", () => {
  it("finds every paragraph with text, in lists, quotes and table cells too, before and after edits", () => {
    const editor = testEditor(everyElementPages());
    expect(paragraphStarts(editor.state.doc)).toEqual(walkedStarts(editor.state.doc));
    editor.chain().setTextSelection(positionOf(editor, "Nested bullet.")).insertContent("More words. ").run();
    editor.chain().setTextSelection(positionOf(editor, "Alpha one.")).insertContent("Cell ").run();
    editor.chain().setTextSelection(positionOf(editor, "The loom")).insertContent("Before ").run();
    expect(paragraphStarts(editor.state.doc)).toEqual(walkedStarts(editor.state.doc));
  });

  it("places a position among the paragraphs as paragraphIndexAt does over every start", () => {
    const editor = testEditor(everyElementPages());
    const { doc } = editor.state;
    const starts = paragraphStarts(doc);
    for (let position = 0; position <= doc.content.size; position += 1) {
      expect(paragraphPosition(doc, position)).toEqual({ index: paragraphIndexAt(starts, position), total: starts.length });
    }
  });

  it("compares lists of starts", () => {
    expect(sameStarts([1, 5], [1, 5])).toBe(true);
    expect(sameStarts([1, 5], [1, 6])).toBe(false);
    expect(sameStarts([1], [1, 5])).toBe(false);
  });
});
