import { afterEach, describe, expect, it, vi } from "vitest";
import { applyHighlights, type HighlightedRange } from "./highlight";
import type { LocatedRange } from "./locate-ranges";
import { readBlocks } from "./read-blocks";
import { RangeChangedError, replaceRange } from "./replace";
import { asWord, createMockContext, mockObject } from "./testing/mock-word";
import type { WordSupport } from "./word-support";

const SUPPORT_14: WordSupport = { textWithoutDeletions: "getReviewedText", temporaryHighlight: false, changeTracking: true };

afterEach(() => {
  Reflect.deleteProperty(globalThis, "Word");
});

describe("reading paragraphs (office-addin-mock)", () => {
  const paragraph = (text: string, reviewed: string, cellIndex: number | null) =>
    mockObject({
      text,
      tableNestingLevel: cellIndex === null ? 0 : 1,
      getReviewedText: () => ({ value: reviewed }),
      parentTableCellOrNullObject: { isNullObject: cellIndex === null, cellIndex: cellIndex ?? 0 },
    });

  it("loads items/text through the collection shim and reads reviewed text and cell indexes in one more sync", async () => {
    const mock = createMockContext({ document: { body: {} } });
    const items = [paragraph("Hello there", "Hello there", null), paragraph("old new", "new", 1), paragraph("", "", null)];
    Object.assign(asWord<{ document: { body: object } }>(mock.context).document.body, { paragraphs: mock.collection(items) });

    const { blocks, paragraphs } = await readBlocks(asWord<Word.RequestContext>(mock.context), "document", SUPPORT_14);

    expect(blocks).toEqual([
      { id: "p0", text: "Hello there" },
      { id: "p1", text: "new", type: "table-row", cellIndex: 1 },
    ]);
    expect([...paragraphs.keys()]).toEqual(["p0", "p1"]);
    expect(mock.syncs).toBe(2);
  });

  it("reads Paragraph.text in a single sync when nothing else is needed (WordApi 1.3, no tables)", async () => {
    const mock = createMockContext({ document: { body: {} } });
    Object.assign(asWord<{ document: { body: object } }>(mock.context).document.body, {
      paragraphs: mock.collection([paragraph("Only text", "unused", null)]),
    });
    const { blocks } = await readBlocks(asWord<Word.RequestContext>(mock.context), "document", {
      ...SUPPORT_14,
      textWithoutDeletions: "text",
    });
    expect(blocks).toEqual([{ id: "p0", text: "Only text" }]);
    expect(mock.syncs).toBe(1);
  });
});

describe("highlighting (office-addin-mock)", () => {
  // office-addin-mock cannot seed null (it treats it as an object), so "no highlight" is covered by the fake-host tests.
  const range = (text: string, highlightColor: string) =>
    mockObject({ text, font: { highlightColor }, track: vi.fn(), highlight: vi.fn() });

  it("saves each range's previous colour, sets the finding's colour, and skips changed or mixed ranges", async () => {
    const mock = createMockContext({ document: {} });
    const plain = range("their", "Turquoise");
    const yellow = range("affect", "Yellow");
    const changed = range("something else", "Turquoise");
    const mixed = range("mixed", "");
    mock.track(plain, yellow, changed, mixed);
    const located: LocatedRange[] = [
      { key: "a", range: asWord<Word.Range>(plain), expectedText: "their" },
      { key: "b", range: asWord<Word.Range>(yellow), expectedText: "affect" },
      { key: "c", range: asWord<Word.Range>(changed), expectedText: "teh" },
      { key: "d", range: asWord<Word.Range>(mixed), expectedText: "mixed" },
    ];

    const highlighted = await applyHighlights(asWord<Word.RequestContext>(mock.context), located, () => "Pink", SUPPORT_14);

    expect(highlighted.map(({ key, mode, previousColor }) => ({ key, mode, previousColor }))).toEqual([
      { key: "a", mode: "persistent", previousColor: "Turquoise" },
      { key: "b", mode: "persistent", previousColor: "Yellow" },
      { key: "d", mode: "none", previousColor: null },
    ]);
    expect(asWord<Word.Range>(plain).font.highlightColor).toBe("Pink");
    expect(asWord<Word.Range>(yellow).font.highlightColor).toBe("Pink");
    expect(asWord<Word.Range>(mixed).font.highlightColor).toBe("");
    expect(asWord<{ track: () => void }>(plain).track).toHaveBeenCalled();
    expect(asWord<{ track: () => void }>(changed).track).not.toHaveBeenCalled();
    expect(mock.syncs).toBe(2);
  });

  it("uses Range.highlight() on WordApi 1.8 and leaves font colours untouched", async () => {
    const mock = createMockContext({ document: {} });
    const target = range("their", "Yellow");
    mock.track(target);
    const highlighted = await applyHighlights(
      asWord<Word.RequestContext>(mock.context),
      [{ key: "a", range: asWord<Word.Range>(target), expectedText: "their" }],
      () => "Pink",
      { temporaryHighlight: true },
    );
    expect(highlighted[0]?.mode).toBe("temporary");
    expect(asWord<{ highlight: () => void }>(target).highlight).toHaveBeenCalledTimes(1);
    expect(asWord<Word.Range>(target).font.highlightColor).toBe("Error, property was not loaded");
  });
});

describe("replacing on accept (office-addin-mock)", () => {
  const setUpReplace = (trackingMode: string) => {
    const mock = createMockContext({ document: { changeTrackingMode: trackingMode } });
    const document = asWord<{ changeTrackingMode: string }>(asWord<{ document: object }>(mock.context).document);
    const inserts: { text: string; location: string; trackingMode: string }[] = [];
    const target = mockObject({
      text: "Their",
      font: { highlightColor: "Pink" },
      insertText: (text: string, location: string) => {
        inserts.push({ text, location, trackingMode: document.changeTrackingMode });
      },
      untrack: vi.fn(),
    });
    mock.track(target);
    Object.assign(globalThis, {
      Word: { run: async (_object: unknown, batch: (context: unknown) => Promise<void>) => batch(mock.context) },
    });
    const entry: HighlightedRange = {
      key: "a",
      range: asWord<Word.Range>(target),
      expectedText: "Their",
      mode: "persistent",
      previousColor: "Yellow",
    };
    return { mock, document, inserts, target, entry };
  };

  it("restores the previous colour, then inserts with Replace under TrackAll, and switches tracking back off", async () => {
    const { document, inserts, target, entry } = setUpReplace("Off");
    await replaceRange(entry, "There", { trackChanges: true });
    expect(inserts).toEqual([{ text: "There", location: "Replace", trackingMode: "TrackAll" }]);
    expect(document.changeTrackingMode).toBe("Off");
    expect(asWord<Word.Range>(target).font.highlightColor).toBe("Yellow");
    expect(asWord<{ untrack: () => void }>(target).untrack).toHaveBeenCalled();
  });

  it("leaves tracking as the user has it, and replaces untracked when not asked to track", async () => {
    const tracked = setUpReplace("TrackAll");
    await replaceRange(tracked.entry, "There", { trackChanges: true });
    expect(tracked.inserts[0]?.trackingMode).toBe("TrackAll");
    expect(tracked.document.changeTrackingMode).toBe("TrackAll");

    const plain = setUpReplace("Off");
    await replaceRange(plain.entry, "There", { trackChanges: false });
    expect(plain.inserts.map(({ text, location }) => ({ text, location }))).toEqual([{ text: "There", location: "Replace" }]);
    expect(plain.mock.syncs).toBe(2);
  });

  it("replaces nothing when the text changed since the check", async () => {
    const { inserts, entry } = setUpReplace("Off");
    await expect(replaceRange({ ...entry, expectedText: "Thier" }, "There", { trackChanges: false })).rejects.toBeInstanceOf(
      RangeChangedError,
    );
    expect(inserts).toEqual([]);
  });
});
