import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import type { Page } from "@wordloom/shared/model";
import { blockText, textRangePositions } from "../conversion/block-text";
import { block, everyElementPages, footnote, fragment, sentence, textBlock } from "../testing/fixtures";
import { destroyTestEditors, positionOf, testEditor } from "../testing/editor";
import { analysisHighlights, clearAnalysisHighlights, findAnalysisHighlights, setAnalysisHighlights } from "./analysis-highlights";
import { textblocksById } from "./block-index";

afterEach(destroyTestEditors);

const highlightedText = (editor: Editor, key?: string) =>
  analysisHighlights(editor, key).map((highlight) => editor.state.doc.textBetween(highlight.from, highlight.to, "", ""));

/** A block with marks, a link and citations before, inside and after the text. */
const markedPages = (): Page[] => [
  {
    blocks: [
      block(
        "text",
        [
          sentence(
            fragment("", { citation: footnote(0, "First") }),
            "Plain ",
            fragment("bold", { bold: true }),
            " and ",
            fragment("linked words", { href: "https://example.com", italic: true, citation: footnote(1, "Second") }),
            " end.",
          ),
          sentence(fragment("Very good", { underline: true, code: true }), fragment(" indeed", { citation: footnote(2, "Third") }), "!"),
        ],
        { id: "marked" },
      ),
      textBlock("heading-one", "A title."),
    ],
  },
];

describe("blockText", () => {
  it("is the stored sentences joined with one space, as the analysis engines read a block", () => {
    const pages = everyElementPages();
    const editor = testEditor(pages);
    const byId = textblocksById(editor.state.doc);
    for (const stored of pages.flatMap((page) => page.blocks)) {
      if (stored.htmlType === "table-row") {
        stored.cells?.forEach((cell, index) => {
          const found = byId.get(`${stored.id}:${index}`);
          expect(found && blockText(found.textblock)).toBe(cell.sentences.map((item) => item.text).join(" "));
        });
      } else if (stored.htmlType !== "horizontal-line") {
        const found = byId.get(stored.id);
        expect(found && blockText(found.textblock), stored.htmlType).toBe(stored.sentences.map((item) => item.text).join(" "));
      }
    }
  });

  it("maps every offset range onto exactly those characters, past marks, links and citations", () => {
    const editor = testEditor(markedPages());
    const found = textblocksById(editor.state.doc).get("marked");
    expect(found).toBeDefined();
    if (!found) {
      return;
    }
    const text = blockText(found.textblock);
    expect(text).toBe("Plain bold and linked words end. Very good indeed!");
    for (let start = 0; start < text.length; start += 1) {
      for (let end = start + 1; end <= text.length; end += 1) {
        const { from, to } = textRangePositions(found.textblock, found.pos, start, end);
        expect(editor.state.doc.textBetween(from, to, "", "")).toBe(text.slice(start, end));
      }
    }
  });
});

describe("analysis highlights", () => {
  it("highlights exactly the flagged characters", () => {
    const editor = testEditor(markedPages());
    const placed = setAnalysisHighlights(editor, "grammar", [
      { blockId: "marked", start: 33, end: 42, className: "grammar", data: { rule: "weak-intensifier" } },
      { blockId: "marked", start: 15, end: 27, className: "grammar" },
    ]);
    expect(placed).toBe(2);
    expect(highlightedText(editor)).toEqual(["linked words", "Very good"]);
    expect(editor.view.dom.querySelectorAll(".grammar").length).toBeGreaterThan(0);
  });

  it("stays on its words while the user types before and inside the block", () => {
    const editor = testEditor(markedPages());
    setAnalysisHighlights(editor, "grammar", [{ blockId: "marked", start: 33, end: 42, className: "grammar" }]);
    editor.commands.insertContentAt(positionOf(editor, "Plain"), "Today, ");
    editor.commands.insertContentAt(positionOf(editor, "A title"), "Big ");
    editor.commands.insertContentAt(positionOf(editor, " indeed"), " news");
    expect(highlightedText(editor)).toEqual(["Very good"]);
  });

  it("never reaches the document: JSON and HTML are unchanged", () => {
    const editor = testEditor(markedPages());
    const json = editor.getJSON();
    const html = editor.getHTML();
    setAnalysisHighlights(editor, "offensive", [{ blockId: "marked", start: 0, end: 5, className: "offender" }]);
    expect(analysisHighlights(editor)).toHaveLength(1);
    expect(editor.getJSON()).toEqual(json);
    expect(editor.getHTML()).toBe(html);
    expect(editor.getHTML()).not.toContain("offender");
  });

  it("replaces and clears one group at a time", () => {
    const editor = testEditor(markedPages());
    setAnalysisHighlights(editor, "grammar", [{ blockId: "marked", start: 0, end: 5, className: "g" }]);
    setAnalysisHighlights(editor, "positivity", [{ blockId: "marked", start: 6, end: 10, className: "p" }]);
    setAnalysisHighlights(editor, "grammar", [{ blockId: "marked", start: 11, end: 14, className: "g" }]);
    expect(highlightedText(editor, "grammar")).toEqual(["and"]);
    expect(highlightedText(editor, "positivity")).toEqual(["bold"]);
    clearAnalysisHighlights(editor, "grammar");
    expect(highlightedText(editor)).toEqual(["bold"]);
    clearAnalysisHighlights(editor);
    expect(analysisHighlights(editor)).toEqual([]);
  });

  it("finds table cells by `${rowId}:${cellIndex}` and skips unknown blocks and empty ranges", () => {
    const pages = everyElementPages();
    const row = pages[1]?.blocks.find((stored) => stored.htmlType === "table-row" && !stored.isHeadNode);
    const editor = testEditor(pages);
    const placed = setAnalysisHighlights(editor, "grammar", [
      { blockId: `${row?.id ?? ""}:0`, start: 11, end: 23, className: "g" },
      { blockId: "missing", start: 0, end: 3, className: "g" },
      { blockId: `${row?.id ?? ""}:1`, start: 1, end: 1, className: "g" },
    ]);
    expect(placed).toBe(1);
    expect(highlightedText(editor)).toEqual(["Still alpha."]);
  });

  it("gives the page the data of the highlight under a position", () => {
    const editor = testEditor(markedPages());
    setAnalysisHighlights(editor, "grammar", [
      { blockId: "marked", start: 33, end: 42, className: "g", data: { suggestion: "Excellent" } },
    ]);
    const [hit] = findAnalysisHighlights(editor, positionOf(editor, "good"));
    expect(hit).toMatchObject({ key: "grammar", blockId: "marked", data: { suggestion: "Excellent" } });
    expect(findAnalysisHighlights(editor, positionOf(editor, "Plain"))).toEqual([]);
  });
});
