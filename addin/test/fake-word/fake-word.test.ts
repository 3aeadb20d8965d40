import { afterEach, describe, expect, it } from "vitest";
import { createFakeWordHost, installFakeWordHost, uninstallFakeWordHost } from "./host";
import { decodeSearchText, searchHits, spaceTokens } from "./word-search";

afterEach(() => uninstallFakeWordHost());

describe("the fake Word host", () => {
  it("searches like Word: non-overlapping hits, ^^ for a caret, at most 255 characters", () => {
    expect(searchHits("____", "__", true)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ]);
    expect(searchHits("a^b a^b", "a^^b", true).map((hit) => hit.start)).toEqual([0, 4]);
    expect(() => decodeSearchText("^p")).toThrow(/special code/);
    expect(() => decodeSearchText("x".repeat(256))).toThrow(/256 characters/);
    expect(spaceTokens("  Hello big  world")).toEqual(["  ", "Hello ", "big  ", "world"]);
  });

  it("refuses to read a property that was not loaded and synced, and counts syncs", async () => {
    const host = createFakeWordHost();
    installFakeWordHost(host);
    host.load([{ text: "One." }, { text: "Two." }]);
    await Word.run(async (context) => {
      const paragraphs = context.document.body.paragraphs;
      expect(() => paragraphs.items).toThrow(/not available/);
      paragraphs.load("items/text");
      await context.sync();
      expect(paragraphs.items.map((paragraph) => paragraph.text)).toEqual(["One.", "Two."]);
      expect(() => paragraphs.items[0]?.tableNestingLevel).toThrow(/not available/);
    });
    expect(host.counter.syncs).toBe(1);
  });

  it("fails a batch that calls an API newer than its requirement set", async () => {
    const host = createFakeWordHost({ wordApi: "1.3" });
    installFakeWordHost(host);
    host.load([{ text: "One." }]);
    await expect(
      Word.run(async (context) => {
        const paragraphs = context.document.body.paragraphs.load("items");
        await context.sync();
        paragraphs.items[0]?.getReviewedText("Current");
        await context.sync();
      }),
    ).rejects.toThrow(/WordApi 1.4/);
  });

  it("refuses Word.run on a range that was not tracked", async () => {
    const host = createFakeWordHost();
    installFakeWordHost(host);
    host.load([{ text: "One." }]);
    const range = await Word.run(async (context) => {
      const whole = context.document.body.paragraphs.load("items");
      await context.sync();
      return whole.items[0]?.getRange("Whole");
    });
    if (!range) {
      throw new Error("expected a range");
    }
    await expect(Word.run(range, async () => undefined)).rejects.toThrow(/tracked/);
  });
});
