import { describe, expect, it } from "vitest";
import { alphabetOf, hasWordWithinOneEdit } from "./one-edit";

const words = new Set(["governments", "government's", "cat", "form"]);
const alphabet = alphabetOf(words);

describe("hasWordWithinOneEdit", () => {
  it("finds a word one deletion, insertion, replacement or swap away", () => {
    expect(hasWordWithinOneEdit("goverments", words, alphabet)).toBe(true);
    expect(hasWordWithinOneEdit("cats", words, alphabet)).toBe(true);
    expect(hasWordWithinOneEdit("cot", words, alphabet)).toBe(true);
    expect(hasWordWithinOneEdit("from", words, alphabet)).toBe(true);
    expect(hasWordWithinOneEdit("goverment's", words, alphabet)).toBe(true);
    expect(hasWordWithinOneEdit("cat", words, alphabet)).toBe(true);
  });

  it("finds none two edits away", () => {
    expect(hasWordWithinOneEdit("kieslowski", words, alphabet)).toBe(false);
    expect(hasWordWithinOneEdit("dog", words, alphabet)).toBe(false);
    expect(hasWordWithinOneEdit("fomr", new Set(["form"]), alphabet)).toBe(true);
    expect(hasWordWithinOneEdit("ofmr", new Set(["form"]), alphabet)).toBe(false);
  });

  it("collects the characters of the words", () => {
    expect(alphabetOf(["ab", "b'c"]).sort()).toEqual(["'", "a", "b", "c"]);
  });
});
