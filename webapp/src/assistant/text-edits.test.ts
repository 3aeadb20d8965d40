import { describe, expect, it } from "vitest";
import { locateSpan, shiftSpan, shiftSpans, type TextEdit } from "./text-edits";

const span = (start: number, end: number, blockId = "a") => ({ blockId, start, end });
const apply = (text: string, edit: TextEdit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end);

describe("shiftSpan", () => {
  const edit: TextEdit = { blockId: "a", start: 10, end: 14, text: "longer" };

  it("leaves spans before the edit, touching it, or in other blocks alone", () => {
    expect(shiftSpan(span(0, 5), edit)).toEqual(span(0, 5));
    expect(shiftSpan(span(6, 10), edit)).toEqual(span(6, 10));
    expect(shiftSpan(span(20, 25, "b"), edit)).toEqual(span(20, 25, "b"));
  });

  it("moves spans after the edit by the length difference", () => {
    expect(shiftSpan(span(14, 18), edit)).toEqual(span(16, 20));
    expect(shiftSpan(span(30, 31), { ...edit, text: "" })).toEqual(span(26, 27));
  });

  it("drops spans the edit overlapped", () => {
    expect(shiftSpan(span(8, 11), edit)).toBeNull();
    expect(shiftSpan(span(10, 14), edit)).toBeNull();
    expect(shiftSpan(span(12, 20), edit)).toBeNull();
  });

  it("moves a span when text is inserted right before it", () => {
    expect(shiftSpan(span(10, 12), { blockId: "a", start: 10, end: 10, text: "ab" })).toEqual(span(12, 14));
  });

  it("keeps the extra fields of a finding", () => {
    expect(shiftSpan({ ...span(20, 22), word: "it" }, edit)).toEqual({ ...span(22, 24), word: "it" });
  });
});

describe("shiftSpans", () => {
  it("keeps every remaining finding on its exact words after each accepted fix", () => {
    let text = "Their going too the shop, and they buys to many apple.";
    const words = ["Their", "too", "buys", "to", "apple"];
    let findings = words.map((word) => {
      const start = text.indexOf(word === "to" ? "to many" : word);
      return { blockId: "a", start, end: start + word.length, word };
    });
    const fixes: Record<string, string> = { Their: "They're", too: "to", buys: "buy", to: "too", apple: "apples" };
    while (findings.length > 0) {
      const [first, ...rest] = findings;
      if (!first) {
        break;
      }
      const edit = { blockId: "a", start: first.start, end: first.end, text: fixes[first.word] ?? "" };
      text = apply(text, edit);
      findings = shiftSpans(rest, edit);
      for (const finding of findings) {
        expect(text.slice(finding.start, finding.end)).toBe(finding.word);
      }
    }
    expect(text).toBe("They're going to the shop, and they buy too many apples.");
  });

  it("works when the later findings are accepted first", () => {
    const text = "a bb ccc dddd";
    const findings = [span(0, 1), span(2, 4), span(5, 8), span(9, 13)];
    const edit = { blockId: "a", start: 5, end: 8, text: "c" };
    const next = apply(text, edit);
    expect(shiftSpans(findings, edit).map((found) => next.slice(found.start, found.end))).toEqual(["a", "bb", "dddd"]);
  });
});

describe("locateSpan", () => {
  it("keeps a span that still holds its words", () => {
    expect(locateSpan("one two three", span(4, 7), "two")).toEqual(span(4, 7));
  });

  it("follows the words to their nearest occurrence after typing", () => {
    expect(locateSpan("Now one two three two", span(4, 7), "two")).toEqual(span(8, 11));
  });

  it("answers null when the words are gone", () => {
    expect(locateSpan("one three", span(4, 7), "two")).toBeNull();
  });
});
