import { describe, expect, it } from "vitest";
import type { Page } from "@wordloom/shared/model";
import { overviewCounts, readingTimeLabel } from "./overview-counts";
import { buildPages } from "./test-documents";

describe("overviewCounts", () => {
  it("counts paragraphs with text, sentences by the shared segmenter and words", () => {
    const pages = buildPages(["Dr. Smith arrived at 5 p.m. today. He left.", "", "One more, with don't."]);
    expect(overviewCounts(pages, 2)).toEqual({ pages: 2, paragraphs: 2, sentences: 3, words: 14, readingTime: "< 1 min" });
  });

  it("counts a table row once and every cell's sentences; rules never", () => {
    const pages: Page[] = [
      {
        blocks: [
          { id: "hr", htmlType: "horizontal-line", sentences: [] },
          {
            id: "row",
            htmlType: "table-row",
            sentences: [],
            cells: [
              { sentences: [{ id: "s1", text: "Cell one.", fragments: [{ text: "Cell one." }] }] },
              { sentences: [{ id: "s2", text: "Cell two.", fragments: [{ text: "Cell two." }] }] },
            ],
          },
        ],
      },
    ];
    expect(overviewCounts(pages, 1)).toMatchObject({ paragraphs: 1, sentences: 2, words: 4 });
  });

  it("counts an unchanged block from its cache and a changed one afresh", () => {
    const [first] = buildPages(["One. Two.", "Three."]);
    const blocks = first?.blocks ?? [];
    expect(overviewCounts([{ blocks }], 1)).toMatchObject({ paragraphs: 2, sentences: 3, words: 3 });
    const edited = blocks.map((block, index) =>
      index === 1 ? { ...block, sentences: [{ id: "s", text: "Three. Four five.", fragments: [{ text: "Three. Four five." }] }] } : block,
    );
    expect(overviewCounts([{ blocks: edited }], 1)).toMatchObject({ paragraphs: 2, sentences: 4, words: 5 });
  });

  it("reads 238 words a minute", () => {
    expect([0, 100, 110, 238, 600].map(readingTimeLabel)).toEqual(["0 min", "< 1 min", "< 1 min", "1 min", "3 min"]);
  });
});
