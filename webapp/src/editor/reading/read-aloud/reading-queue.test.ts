import { describe, expect, it } from "vitest";
import { block, sentence, tableRow, textBlock } from "../../core/testing/fixtures";
import { buildReadingQueue, readingBlocksFromPages } from "./reading-queue";

describe("buildReadingQueue", () => {
  it("segments each block on its own, with offsets into the block's text", () => {
    const queue = buildReadingQueue([
      { id: "a", text: "Mr. Brown met J. R. R. Tolkien. It cost $3.50 in total!" },
      { id: "b", text: "  Indented start. Next" },
    ]);
    expect(queue).toEqual([
      { blockId: "a", start: 0, end: 31, text: "Mr. Brown met J. R. R. Tolkien." },
      { blockId: "a", start: 32, end: 55, text: "It cost $3.50 in total!" },
      { blockId: "b", start: 2, end: 17, text: "Indented start." },
      { blockId: "b", start: 18, end: 22, text: "Next" },
    ]);
  });

  it("skips empty blocks and sentences with nothing to pronounce", () => {
    expect(
      buildReadingQueue([
        { id: "a", text: "" },
        { id: "b", text: "— … Yes." },
      ]).map((item) => item.text),
    ).toEqual(["— … Yes."]);
    expect(buildReadingQueue([{ id: "c", text: "…" }])).toEqual([]);
  });
});

describe("readingBlocksFromPages", () => {
  it("joins sentences and table cells with one space and leaves out rules and empty blocks", () => {
    const pages = [
      {
        blocks: [
          textBlock("text", "One.", "Two."),
          block("horizontal-line", [], { id: "rule" }),
          tableRow([["Name"], ["Age", "Years."]], { id: "row" }),
        ],
      },
      { blocks: [block("heading-one", [sentence("Title")], { id: "h" })] },
    ];
    expect(readingBlocksFromPages(pages).map((item) => item.text)).toEqual(["One. Two.", "Name Age Years.", "Title"]);
  });
});
