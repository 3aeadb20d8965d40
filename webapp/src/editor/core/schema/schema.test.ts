import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forEachBlockNode } from "./block-nodes";
import { FORMATTING_IN_TABLE_MESSAGE, applyMark } from "./apply-mark";
import { destroyTestEditors, positionOf, testEditor } from "../testing/editor";
import { everyElementPages, footnote, textBlock, tableRow } from "../testing/fixtures";

afterEach(destroyTestEditors);

const blockIds = (editor: Editor): string[] => {
  const ids: string[] = [];
  forEachBlockNode(editor.state.doc, ({ node }) => ids.push(String(node.attrs.blockId)));
  return ids;
};

/** Mod is Ctrl outside macOS (jsdom's platform is empty). */
const MOD: KeyboardEventInit = { ctrlKey: true };

const pressKey = (editor: Editor, key: string, modifiers: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...modifiers });
  editor.view.someProp("handleKeyDown", (handler) => handler(editor.view, event));
};

describe("schema", () => {
  it("holds every stored element type and nothing else", () => {
    const editor = testEditor(everyElementPages());
    const nodes = Object.keys(editor.schema.nodes).sort();
    expect(nodes).toEqual(
      [
        "blockquote",
        "bulletList",
        "citation",
        "doc",
        "heading",
        "horizontalRule",
        "listItem",
        "orderedList",
        "paragraph",
        "table",
        "tableCell",
        "tableHeader",
        "tableRow",
        "text",
      ].sort(),
    );
    expect(Object.keys(editor.schema.marks).sort()).toEqual(["bold", "code", "italic", "link", "underline"]);
    expect(editor.schema.nodes.heading?.spec.parseDOM?.map((rule) => rule.tag)).toEqual(["h1", "h2"]);
  });

  it("lets code combine with the other marks", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "Some code here.")] }]);
    editor.commands.setTextSelection({ from: positionOf(editor, "code"), to: positionOf(editor, "code") + 4 });
    editor.commands.toggleBold();
    editor.commands.toggleCode();
    editor.commands.toggleItalic();
    const marked = editor.state.doc.nodeAt(positionOf(editor, "code"));
    expect(marked?.marks.map((mark) => mark.type.name)).toEqual(["bold", "italic", "code"]);
  });

  // The editor styles show them with roman numerals: checked in Chromium (webapp/e2e/editor-pagination.e2e.test.ts).
  it("nests numbered items inside numbered items", () => {
    const editor = testEditor(everyElementPages());
    const nested = editor.view.dom.querySelector("ol ol");
    expect(nested).not.toBeNull();
  });
});

describe("block ids", () => {
  it("keeps the stored ids", () => {
    const pages = everyElementPages();
    const editor = testEditor(pages);
    expect(blockIds(editor)).toEqual(pages.flatMap((page) => page.blocks.map((stored) => stored.id)));
  });

  it("gives a split block's new half a new id and keeps the first half's", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "First half. Second half."), textBlock("text", "Other.")] }]);
    const [first, other] = blockIds(editor);
    editor.commands.setTextSelection(positionOf(editor, "Second"));
    editor.commands.splitBlock();
    const ids = blockIds(editor);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(first);
    expect(ids[1]).not.toBe(first);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).toBe(other);
  });

  it("gives new list items and table rows fresh ids", () => {
    const editor = testEditor([{ blocks: [textBlock("bullet-item", "One."), tableRow([["A"], ["B"]])] }]);
    editor.commands.setTextSelection(positionOf(editor, "One.") + 4);
    editor.commands.splitListItem("listItem");
    editor.commands.setTextSelection(positionOf(editor, "A"));
    editor.commands.addRowAfter();
    const ids = blockIds(editor);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => id !== "null" && id.length > 0)).toBe(true);
  });

  it("gives pasted copies of blocks new ids, wherever they land", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "Original."), textBlock("text", "Second.")] }]);
    const [original, second] = blockIds(editor);
    editor.commands.insertContentAt(0, [
      { type: "paragraph", attrs: { blockId: second }, content: [{ type: "text", text: "Copy of second." }] },
      { type: "paragraph", attrs: { blockId: original }, content: [{ type: "text", text: "Copy of original." }] },
    ]);
    const ids = blockIds(editor);
    expect(ids).toHaveLength(4);
    expect(ids.slice(2)).toEqual([original, second]);
    expect(new Set(ids).size).toBe(4);
  });

  it("gives a hidden parent item that is typed into an id of its own, and stores it", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "Intro."), textBlock("nested-number-item", "Orphan.")] }]);
    const [intro, hidden, orphan] = blockIds(editor);
    expect(hidden).toBe("null");
    let phantomLine = -1;
    editor.state.doc.descendants((node, pos) => {
      if (phantomLine < 0 && node.type.name === "listItem" && node.attrs.phantom === true) {
        phantomLine = pos + 2;
      }
    });
    expect(phantomLine).toBeGreaterThan(0);
    editor.view.dispatch(editor.state.tr.insertText("Parent.", phantomLine));
    const ids = blockIds(editor);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(intro);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).toBe(orphan);
    let phantoms = 0;
    editor.state.doc.descendants((node) => {
      phantoms += node.attrs.phantom === true ? 1 : 0;
    });
    expect(phantoms).toBe(0);
  });

  it("leaves every id alone while text is typed, replaced or formatted inside a block", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "First block."), textBlock("bullet-item", "An item.")] }]);
    const before = blockIds(editor);
    const transactions: number[] = [];
    editor.on("transaction", ({ transaction }) => transactions.push(transaction.steps.length));
    editor.commands.insertContentAt(positionOf(editor, "block"), "typed ");
    editor.commands.insertContentAt({ from: positionOf(editor, "item"), to: positionOf(editor, "item") + 4 }, "entry");
    editor.commands.setTextSelection({ from: positionOf(editor, "First"), to: positionOf(editor, "First") + 5 });
    editor.commands.toggleBold();
    expect(blockIds(editor)).toEqual(before);
    expect(editor.state.doc.textContent).toBe("First typed block.An entry.");
    // One transaction per edit: nothing was appended to fix ids.
    expect(transactions).toEqual([1, 1, 0, 1]);
  });

  it("keeps ids out of the undo history's way: one undo takes back a split", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "First half. Second half.")] }]);
    const before = editor.getJSON();
    editor.commands.setTextSelection(positionOf(editor, "Second"));
    editor.commands.splitBlock();
    editor.commands.undo();
    expect(editor.getJSON()).toEqual(before);
  });
});

describe("formatting", () => {
  it("applies marks outside tables", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "Make this bold.")] }]);
    editor.commands.setTextSelection({ from: positionOf(editor, "this"), to: positionOf(editor, "this") + 4 });
    expect(applyMark(editor, "bold")).toEqual({ ok: true });
    expect(editor.state.doc.nodeAt(positionOf(editor, "this"))?.marks.map((mark) => mark.type.name)).toEqual(["bold"]);
  });

  it("refuses formatting inside a table with the spec's message, from a call or a shortcut", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "Intro."), tableRow([["Cell text"], ["More"]])] }]);
    const json = editor.getJSON();
    editor.commands.setTextSelection({ from: positionOf(editor, "Cell"), to: positionOf(editor, "Cell") + 4 });
    expect(applyMark(editor, "italic")).toEqual({ ok: false, message: FORMATTING_IN_TABLE_MESSAGE });
    expect(FORMATTING_IN_TABLE_MESSAGE).toBe("Formatting cannot be applied inside a table.");
    const blocked = vi.fn();
    editor.on("formattingBlocked", blocked);
    pressKey(editor, "b", MOD);
    expect(blocked).toHaveBeenCalledWith(expect.objectContaining({ message: FORMATTING_IN_TABLE_MESSAGE }));
    expect(editor.getJSON()).toEqual(json);
  });

  it("toggles marks with Mod-b, Mod-i, Mod-u and Mod-e", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "Shortcut target.")] }]);
    editor.commands.setTextSelection({ from: positionOf(editor, "target"), to: positionOf(editor, "target") + 6 });
    for (const key of ["b", "i", "u", "e"]) {
      pressKey(editor, key, MOD);
    }
    expect(editor.state.doc.nodeAt(positionOf(editor, "target"))?.marks.map((mark) => mark.type.name)).toEqual([
      "bold",
      "italic",
      "underline",
      "code",
    ]);
  });
});

describe("lists", () => {
  it("nests items one level only", () => {
    const editor = testEditor([
      { blocks: [textBlock("bullet-item", "One."), textBlock("bullet-item", "Two."), textBlock("bullet-item", "Three.")] },
    ]);
    editor.commands.setTextSelection(positionOf(editor, "Two."));
    pressKey(editor, "Tab");
    editor.commands.setTextSelection(positionOf(editor, "Three."));
    pressKey(editor, "Tab");
    pressKey(editor, "Tab");
    expect(editor.getHTML().match(/<ul>/g)).toHaveLength(2);
    expect(editor.view.dom.querySelectorAll("ul ul ul")).toHaveLength(0);
  });
});

describe("citations", () => {
  it("inserts a citation after the selected text and renumbers them in document order", () => {
    const editor = testEditor([{ blocks: [textBlock("text", "First claim and second claim.")] }]);
    editor.commands.setTextSelection({ from: positionOf(editor, "second"), to: positionOf(editor, "second") + 12 });
    editor.commands.insertCitation(footnote(0, "Later").citationData);
    editor.commands.setTextSelection({ from: positionOf(editor, "First"), to: positionOf(editor, "First") + 11 });
    editor.commands.insertCitation(footnote(0, "Earlier").citationData);
    const citations: { index: number; title: string; citedLength: number }[] = [];
    editor.state.doc.descendants((node) => {
      if (node.type.name === "citation") {
        citations.push({ index: node.attrs.citationIndex, title: node.attrs.citationData.title, citedLength: node.attrs.citedLength });
      }
    });
    expect(citations).toEqual([
      { index: 0, title: "Earlier", citedLength: 11 },
      { index: 1, title: "Later", citedLength: 12 },
    ]);
    expect(editor.getText()).toBe("First claim and second claim.");
  });
});
