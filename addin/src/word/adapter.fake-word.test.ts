import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFakeWordHost, installFakeWordHost, uninstallFakeWordHost, type FakeWordHost } from "../../test/fake-word/host";
import { applyHighlights } from "./highlight";
import { locateRanges, type FindingSpan } from "./locate-ranges";
import { readBlocks } from "./read-blocks";
import { RangeChangedError, releaseRanges, replaceRange } from "./replace";
import { detectWordSupport } from "./word-support";

let host: FakeWordHost;
const support = () => detectWordSupport(Office.context.requirements);

const setUp = (wordApi: string) => {
  host = createFakeWordHost({ wordApi });
  installFakeWordHost(host);
  host.load([
    { text: "A banana a day keeps a doctor away." },
    { text: "   " },
    { text: "Their is a cell.", cell: { table: 0, row: 0, cell: 2 } },
    { text: "We deleted nothing here.", deletions: [{ at: 3, text: "never " }], highlightColor: "Yellow" },
  ]);
};

const checkAndHighlight = (spans: FindingSpan[]) =>
  Word.run(async (context) => {
    const document = await readBlocks(context, "document", support());
    const located = await locateRanges(context, document, spans);
    const highlighted = await applyHighlights(context, located, () => "Pink", support());
    return { document, highlighted };
  });

afterEach(() => uninstallFakeWordHost());

describe("the Word adapter against the fake host (WordApi 1.4)", () => {
  beforeEach(() => setUp("1.4"));

  it("reads paragraphs and table cells in two round trips, without tracked deletions or blank paragraphs", async () => {
    const { blocks } = await Word.run((context) => readBlocks(context, "document", support()));
    expect(blocks).toEqual([
      { id: "p0", text: "A banana a day keeps a doctor away." },
      { id: "p2", text: "Their is a cell.", type: "table-row", cellIndex: 2 },
      { id: "p3", text: "We deleted nothing here." },
    ]);
    expect(host.counter.syncs).toBe(2);
  });

  it("highlights the right occurrence, saving the previous colour, and restores it on clear", async () => {
    // The second standalone "a" (offset 21), not the "a" inside "banana" or the first one.
    const { highlighted } = await checkAndHighlight([
      { key: "a", blockId: "p0", start: 21, end: 22 },
      { key: "nothing", blockId: "p3", start: 11, end: 18 },
    ]);
    expect(highlighted.map((entry) => [entry.key, entry.mode, entry.previousColor])).toEqual([
      ["a", "persistent", null],
      ["nothing", "persistent", "Yellow"],
    ]);
    const [first, second] = host.model.paragraphs.filter((_, index) => index === 0 || index === 3);
    expect(first?.colors.map((color, index) => (color ? index : -1)).filter((index) => index >= 0)).toEqual([21]);
    expect(second?.colors.slice(11, 18)).toEqual(Array(7).fill("Pink"));
    expect(host.model.tracked.size).toBe(2);
    // 2 to read, 2 to locate, 2 to highlight.
    expect(host.counter.syncs).toBe(6);

    await releaseRanges(highlighted);
    expect(first?.colors.every((color) => color === null)).toBe(true);
    expect(second?.colors.every((color) => color === "Yellow")).toBe(true);
    expect(host.model.tracked.size).toBe(0);
  });

  it("replaces on accept, with change tracking switched on for the edit and back off", async () => {
    const { highlighted } = await checkAndHighlight([{ key: "their", blockId: "p2", start: 0, end: 5 }]);
    const [entry] = highlighted;
    if (!entry) {
      throw new Error("expected a highlighted range");
    }
    await replaceRange(entry, "There", { trackChanges: true });
    expect(host.model.paragraphs[2]?.text).toBe("There is a cell.");
    expect(host.model.paragraphs[2]?.colors.every((color) => color === null)).toBe(true);
    expect(host.model.revisions).toEqual([
      { kind: "delete", text: "Their" },
      { kind: "insert", text: "There" },
    ]);
    expect(host.model.changeTrackingMode).toBe("Off");
    expect(host.model.tracked.size).toBe(0);
  });

  it("keeps other highlighted ranges on their words after a replacement changes the length", async () => {
    const { highlighted } = await checkAndHighlight([
      { key: "banana", blockId: "p0", start: 2, end: 8 },
      { key: "doctor", blockId: "p0", start: 23, end: 29 },
    ]);
    const [banana, doctor] = highlighted;
    if (!banana || !doctor) {
      throw new Error("expected two highlighted ranges");
    }
    await replaceRange(banana, "apple", { trackChanges: false });
    await replaceRange(doctor, "dentist", { trackChanges: false });
    expect(host.model.paragraphs[0]?.text).toBe("A apple a day keeps a dentist away.");
    expect(host.model.revisions).toEqual([]);
  });

  it("leaves a finding unhighlighted when the paragraph changed since it was read", async () => {
    const result = await Word.run(async (context) => {
      const document = await readBlocks(context, "document", support());
      const paragraph = host.model.paragraphs[0];
      if (paragraph) {
        paragraph.text = `Now ${paragraph.text}`;
        paragraph.colors.unshift(null, null, null, null);
      }
      return locateRanges(context, document, [{ key: "x", blockId: "p0", start: 2, end: 8 }]);
    });
    expect(result).toEqual([]);
  });

  it("refuses to replace text the user edited after the check", async () => {
    const { highlighted } = await checkAndHighlight([{ key: "their", blockId: "p2", start: 0, end: 5 }]);
    const [entry] = highlighted;
    const paragraph = host.model.paragraphs[2];
    if (!entry || !paragraph) {
      throw new Error("expected a highlighted range");
    }
    host.model.replace([...paragraph.ranges].find((range) => range.start === 0 && range.end === 5) ?? paragraph.range(0, 5), "Thier");
    await expect(replaceRange(entry, "There", { trackChanges: false })).rejects.toBeInstanceOf(RangeChangedError);
    expect(paragraph.text).toBe("Thier is a cell.");
  });

  it("reads only the paragraphs the selection touches", async () => {
    host.model.selection = { first: 2, last: 3 };
    const { blocks } = await Word.run((context) => readBlocks(context, "selection", support()));
    expect(blocks.map((block) => block.text)).toEqual(["Their is a cell.", "We deleted nothing here."]);
  });
});

describe("the Word adapter on other requirement sets", () => {
  it("on WordApi 1.3 reads Paragraph.text (with tracked deletions) in two round trips and never calls newer APIs", async () => {
    setUp("1.3");
    const { blocks } = await Word.run((context) => readBlocks(context, "document", support()));
    expect(blocks.map((block) => block.text)).toContain("We never deleted nothing here.");
    expect(host.counter.syncs).toBe(2);
  });

  it("on WordApi 1.8 uses temporary highlights that leave the document's colours alone", async () => {
    setUp("1.8");
    const { highlighted } = await checkAndHighlight([{ key: "doctor", blockId: "p0", start: 23, end: 29 }]);
    expect(highlighted.map((entry) => entry.mode)).toEqual(["temporary"]);
    expect(host.model.temporaryHighlights.size).toBe(1);
    expect(host.model.paragraphs[0]?.colors.every((color) => color === null)).toBe(true);
    await releaseRanges(highlighted);
    expect(host.model.temporaryHighlights.size).toBe(0);
  });

  it("on WordApi 1.7 reads text with getText, tracked deletions excluded", async () => {
    setUp("1.7");
    const { blocks } = await Word.run((context) => readBlocks(context, "document", support()));
    expect(blocks.map((block) => block.text)).toContain("We deleted nothing here.");
  });
});
