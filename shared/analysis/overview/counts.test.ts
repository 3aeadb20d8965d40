import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { Block, Page } from "../../model/documents";
import { DocumentCountsSchema } from "../../model/analysis.overview";
import { countDocument, type DocumentCounts, pageBlocks, READING_WORDS_PER_MINUTE, readingTime } from "./counts";
import { HONEYBEES, SOURDOUGH } from "./test-texts";

let nextId = 0;
const sentencesOf = (text: string) => (text.length === 0 ? [] : [{ id: `s${(nextId += 1)}`, text, fragments: [{ text }] }]);
const paragraph = (text: string, htmlType: Block["htmlType"] = "text"): Block => ({
  id: `b${(nextId += 1)}`,
  htmlType,
  sentences: sentencesOf(text),
});
const tableRow = (...cells: string[]): Block => ({
  id: `b${(nextId += 1)}`,
  htmlType: "table-row",
  sentences: [],
  cells: cells.map((text) => ({ sentences: sentencesOf(text) })),
});

describe("readingTime (238 words per minute)", () => {
  it("uses 238 words per minute", () => {
    expect(READING_WORDS_PER_MINUTE).toBe(238);
    expect(readingTime(238)).toEqual({ seconds: 60, minutes: 1, label: "1 min" });
    expect(readingTime(2380)).toEqual({ seconds: 600, minutes: 10, label: "10 min" });
  });

  it("labels the edges: no words, under half a minute, half a minute", () => {
    expect(readingTime(0)).toEqual({ seconds: 0, minutes: 0, label: "0 min" });
    expect(readingTime(1)).toEqual({ seconds: 0, minutes: 1, label: "< 1 min" });
    // 117 words = 29.5 s, rounded to 29 s; 119 words = 29.99 s, rounded to 30 s.
    expect(readingTime(117)).toEqual({ seconds: 29, minutes: 1, label: "< 1 min" });
    expect(readingTime(119)).toEqual({ seconds: 30, minutes: 1, label: "1 min" });
    expect(readingTime(357)).toEqual({ seconds: 90, minutes: 2, label: "2 min" });
  });
});

describe("countDocument", () => {
  const pages: Page[] = [
    { blocks: [paragraph("How honeybees live", "heading-one"), paragraph(HONEYBEES), paragraph(""), paragraph("", "horizontal-line")] },
    { blocks: [paragraph(SOURDOUGH), tableRow("Flour", "50 g"), tableRow("", ""), paragraph("   ")] },
  ];

  it("counts pages, non-empty paragraphs, sentences and words", () => {
    const counts = countDocument(pages);
    expect(counts.pages).toBe(2);
    // heading, honeybees, sourdough, the filled table row; empty paragraphs, the line and the empty row do not count.
    expect(counts.paragraphs).toBe(4);
    // 1 heading + 14 + 9 sentences + 2 table cells.
    expect(counts.sentences).toBe(26);
    expect(counts.words).toBe(3 + 224 + 110 + 1 + 2);
    // 340 words / 238 per minute = 85.7 s.
    expect(counts.readingTime).toEqual({ seconds: 86, minutes: 1, label: "1 min" });
    expect(DocumentCountsSchema.parse(counts)).toEqual(counts);
    expectTypeOf<DocumentCounts>().toEqualTypeOf<z.output<typeof DocumentCountsSchema>>();
  });

  it("turns pages into analysis blocks, table cells with their index", () => {
    const blocks = pageBlocks(pages);
    expect(blocks.map((block) => block.type)).toEqual([
      "heading-one",
      "text",
      "text",
      "text",
      "table-cell",
      "table-cell",
      "table-cell",
      "table-cell",
      "text",
    ]);
    expect(blocks[5]).toMatchObject({ text: "50 g", cellIndex: 1 });
  });

  it("counts an empty document as zero", () => {
    expect(countDocument([])).toEqual({
      pages: 0,
      paragraphs: 0,
      sentences: 0,
      words: 0,
      readingTime: { seconds: 0, minutes: 0, label: "0 min" },
    });
    expect(countDocument([{ blocks: [] }]).pages).toBe(1);
  });
});
