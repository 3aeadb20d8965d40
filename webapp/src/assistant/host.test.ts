import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueTypeNotesFor } from "../editor";
import { analysisHighlights } from "../editor/public/core";
import {
  block,
  destroyTestEditors,
  footnote,
  fragment,
  positionOf,
  sentence,
  tableRow,
  testEditor,
  textBlock,
} from "../editor/public/testing";
import { editorAssistantHost } from "./host";

afterEach(destroyTestEditors);

const highlighted = (editor: Editor, key: string) =>
  analysisHighlights(editor, key).map((placed) => editor.state.doc.textBetween(placed.from, placed.to, "", ""));

const setup = () => {
  const editor = testEditor([
    {
      blocks: [
        block(
          "text",
          [sentence("Their going ", fragment("", { citation: footnote(0, "Source") }), "too the shop."), sentence("It is fine.")],
          { id: "p1" },
        ),
        textBlock("heading-one", "A title"),
        tableRow([["Cell one."], ["Cell two."]], { id: "row" }),
      ],
    },
  ]);
  const onReplace = vi.fn();
  const host = editorAssistantHost(editor, { docId: "doc-1", getTitle: () => "Title", onReplace });
  return { editor, host, onReplace };
};

describe("editorAssistantHost", () => {
  it("lists the analysis blocks with their text, table cells by `${rowId}:${cellIndex}`", () => {
    const { host } = setup();
    const blocks = host.getBlocks();
    expect(blocks.map((entry) => [entry.id, entry.text, entry.type])).toEqual([
      ["p1", "Their going too the shop. It is fine.", "paragraph"],
      [expect.any(String), "A title", "heading"],
      ["row:0", "Cell one.", "table-cell"],
      ["row:1", "Cell two.", "table-cell"],
    ]);
    expect(blocks[3]?.cellIndex).toBe(1);
    expect(host.getBlocks(0)).toHaveLength(4);
    expect(host.getBlocks(1)).toEqual([]);
  });

  it("follows the caret: current block and the word under it", async () => {
    const { editor, host } = setup();
    const listener = vi.fn();
    host.subscribe(listener);
    editor.commands.setTextSelection(positionOf(editor, "shop") + 2);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    const context = host.getContext();
    expect(context.currentBlock?.id).toBe("p1");
    expect(context.selection).toEqual({ blockId: "p1", start: 20, end: 24, text: "shop" });
    expect(context.hasWords).toBe(true);
  });

  it("replaces text past a citation and keeps the other highlights on their words", async () => {
    const { editor, host, onReplace } = setup();
    host.showHighlights("tools", [
      { blockId: "p1", start: 0, end: 5, className: "issue" },
      { blockId: "p1", start: 12, end: 15, className: "issue" },
      { blockId: "p1", start: 32, end: 36, className: "issue" },
    ]);
    await host.replaceText("p1", 0, 5, "They're", { issueType: "Grammar" });
    expect(host.getBlocks()[0]?.text).toBe("They're going too the shop. It is fine.");
    // The replaced span's own highlight covers the new text until the pane drops its card.
    expect(highlighted(editor, "tools")).toEqual(["They're", "too", "fine"]);
    await host.replaceText("p1", 14, 17, "to");
    expect(host.getBlocks()[0]?.text).toBe("They're going to the shop. It is fine.");
    expect(onReplace).toHaveBeenCalledWith({ blockId: "p1", start: 0, end: 5, text: "They're" }, { issueType: "Grammar" });
  });

  it("notes the issue type of a replacement for the next save of the block it is saved in (a table cell's row)", async () => {
    const { editor } = setup();
    const host = editorAssistantHost(editor, { docId: "doc-issue-types", getTitle: () => "Title" });
    const notes = issueTypeNotesFor("doc-issue-types");
    await host.replaceText("p1", 0, 5, "They're");
    expect(notes.current().size).toBe(0);
    await host.replaceText("p1", 0, 7, "They", { issueType: "Abusive" });
    await host.replaceText("row:1", 0, 4, "Box", { issueType: "Grammar" });
    expect([...notes.current().values()].map((note) => [note.blockId, note.issueType])).toEqual([
      ["p1", "Abusive"],
      ["row", "Grammar"],
    ]);
    host.destroy();
  });

  it("removes text when the replacement is empty and refuses ranges outside the block", async () => {
    const { host } = setup();
    await host.replaceText("row:1", 4, 8, "");
    expect(host.getBlocks()[3]?.text).toBe("Cell.");
    await expect(host.replaceText("row:1", 0, 99, "x")).rejects.toThrow();
  });

  it("emphasises a hovered span, scrolls it into view, and clears it", () => {
    const { editor, host } = setup();
    // jsdom has no scrolling: record which element is asked to scroll.
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, "scrollIntoView", { value: scrollIntoView, configurable: true, writable: true });
    try {
      host.focusSpan({ blockId: "p1", start: 20, end: 24 });
    } finally {
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    }
    expect(highlighted(editor, "assistant-focus")).toEqual(["shop"]);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: "center", behavior: "smooth" });
    expect(scrolled.map((element) => element.textContent)).toEqual(["shop"]);
    host.focusSpan(null);
    expect(highlighted(editor, "assistant-focus")).toEqual([]);
  });
});
