import { describe, expect, it } from "vitest";
import { assignSentenceIds, isSimilarSentence } from "./sentence-ids";
import { storedSentenceRanges } from "./sentence-ranges";

const previous = [
  { id: "s1", text: "The first sentence." },
  { id: "s2", text: "The second sentence." },
  { id: "s3", text: "The third sentence." },
];

describe("assignSentenceIds", () => {
  it("keeps the id of an unchanged sentence", () => {
    expect(assignSentenceIds(["The first sentence.", "The second sentence.", "The third sentence."], previous)).toEqual(["s1", "s2", "s3"]);
  });

  it("keeps the id of a sentence being typed into", () => {
    const ids = assignSentenceIds(["The first sentence.", "The second, longer sentence.", "The third sentence."], previous);
    expect(ids).toEqual(["s1", "s2", "s3"]);
  });

  it("keeps ids when a sentence is inserted or deleted before others", () => {
    const inserted = assignSentenceIds(
      ["A brand new opening.", "The first sentence.", "The second sentence.", "The third sentence."],
      previous,
    );
    expect(inserted.slice(1)).toEqual(["s1", "s2", "s3"]);
    expect(inserted[0]).not.toMatch(/^s\d$/);
    expect(assignSentenceIds(["The second sentence.", "The third sentence."], previous)).toEqual(["s2", "s3"]);
  });

  it("gives a rewritten sentence a new id", () => {
    const [id] = assignSentenceIds(["Completely different words here."], previous);
    expect(id).not.toBe("s1");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never gives one id to two sentences", () => {
    const ids = assignSentenceIds(["The first sentence.", "The first sentence."], previous);
    expect(ids[0]).toBe("s1");
    expect(ids[1]).not.toBe("s1");
  });
});

describe("isSimilarSentence", () => {
  it("treats prefixes and small edits as the same sentence, rewrites as another", () => {
    expect(isSimilarSentence("Hello wor", "Hello world.")).toBe(true);
    expect(isSimilarSentence("The cat sat on the mat.", "The cat sat on a mat.")).toBe(true);
    expect(isSimilarSentence("The cat sat on the mat.", "Dogs bark loudly at night.")).toBe(false);
    expect(isSimilarSentence("", "Anything.")).toBe(false);
  });
});

describe("storedSentenceRanges", () => {
  it("covers the text exactly once joined with single spaces", () => {
    for (const text of ["One. Two. Three.", " Lead. Trail ", "Dr. Smith arrived. He sat.", "A.\tB.", "Wait... What?! Okay.", "   ", ""]) {
      const ranges = storedSentenceRanges(text);
      expect(ranges.map((range) => text.slice(range.start, range.end)).join(" "), JSON.stringify(text)).toBe(text);
    }
    expect(storedSentenceRanges("Dr. Smith arrived. He sat.").length).toBe(2);
  });
});
