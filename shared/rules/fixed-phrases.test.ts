import { describe, expect, it } from "vitest";
import { findFixedPhrases, FIXED_PHRASES, withoutFixedPhraseFindings } from "./fixed-phrases";

const finding = (text: string, word: string, category = "Grammar") => {
  const start = text.indexOf(word);
  return { start, end: start + word.length, category };
};

describe("fixed phrases", () => {
  it("finds idioms and quotations loosely: case, apostrophes, spaces and an optional comma", () => {
    const text = "FOUR SCORE and  seven years ago, they said. Be that as it may. Frankly, my dear, I don’t give a damn.";
    expect(findFixedPhrases(text).map((range) => text.slice(range.start, range.end))).toEqual([
      "FOUR SCORE and  seven years ago",
      "Be that as it may",
      "Frankly, my dear, I don’t give a damn",
    ]);
    expect(findFixedPhrases("Frankly my dear I don't give a damn")).toHaveLength(1);
  });

  it("matches whole words only", () => {
    expect(findFixedPhrases("Methinkster said so.")).toEqual([]);
    expect(findFixedPhrases("So be it.")).toHaveLength(1);
  });

  it("drops findings wholly inside a phrase, and keeps those that reach outside it or are about capitals", () => {
    const text = "four score and seven years ago our fathers was here.";
    const inside = finding(text, "score");
    const outside = finding(text, "was");
    const across = finding(text, "ago our");
    const capital = finding(text, "four", "Capitalization");
    expect(withoutFixedPhraseFindings(text, [inside, outside, across, capital])).toEqual([outside, across, capital]);
  });

  it("keeps a typo inside a phrase: the phrase no longer matches", () => {
    const text = "Four scroe and seven years ago.";
    const typo = finding(text, "scroe", "Spelling");
    expect(withoutFixedPhraseFindings(text, [typo])).toEqual([typo]);
  });

  it("holds distinct phrases", () => {
    expect(new Set(FIXED_PHRASES.map((phrase) => phrase.toLowerCase())).size).toBe(FIXED_PHRASES.length);
  });
});
