import { beforeAll, describe, expect, it } from "vitest";
import { segmentSentences } from "../segment";
import { addCounts, EMPTY_COUNTS, fleschKincaidGrade, readScoreOf, sentenceCounts } from "./readability";
import { loadSyllableDictionary } from "./syllables";

const countsOf = (text: string) =>
  segmentSentences(text)
    .map((sentence) => sentenceCounts(sentence.text))
    .reduce(addCounts, EMPTY_COUNTS);

describe("Flesch–Kincaid grade from exact counts", () => {
  beforeAll(async () => {
    await loadSyllableDictionary();
  });

  it("counts a simple passage by hand: 18 words, 3 sentences, 18 syllables → grade −1.45", () => {
    const counts = countsOf("The dog ran to the park. He played with a red ball. Then he went home to sleep.");
    expect(counts).toEqual({ words: 18, sentences: 3, syllables: 18 });
    // 0.39 × 18/3 + 11.8 × 18/18 − 15.59 = 2.34 + 11.8 − 15.59
    expect(fleschKincaidGrade(counts)).toBeCloseTo(-1.45, 10);
  });

  it("counts a hard passage by hand: 14 words, 2 sentences, 53 syllables → grade 31.81", () => {
    const counts = countsOf(
      "The committee's comprehensive evaluation identified substantial organizational deficiencies. Consequently, management implemented extensive procedural modifications.",
    );
    expect(counts).toEqual({ words: 14, sentences: 2, syllables: 53 });
    // 0.39 × 14/2 + 11.8 × 53/14 − 15.59 = 2.73 + 44.6714 − 15.59
    expect(fleschKincaidGrade(counts)).toBeCloseTo(31.8114, 4);
  });

  it("counts contractions and hyphenated words as one word each", () => {
    expect(sentenceCounts("I don't think it's well-known.")).toEqual({ words: 5, sentences: 1, syllables: 6 });
  });

  it("has no grade without words", () => {
    expect(sentenceCounts("— … !")).toEqual({ words: 0, sentences: 0, syllables: 0 });
    expect(fleschKincaidGrade(EMPTY_COUNTS)).toBeNull();
  });
});

describe("readScoreOf (100 − |grade − 10| × 100/14, clamped)", () => {
  it("is 100 at grade 10 and 50 seven grades either side", () => {
    expect(readScoreOf(10)).toBe(100);
    expect(readScoreOf(3)).toBe(50);
    expect(readScoreOf(17)).toBe(50);
    expect(readScoreOf(11.4)).toBeCloseTo(90, 10);
  });

  it("reaches 0 fourteen grades away and stays there", () => {
    expect(readScoreOf(-4)).toBe(0);
    expect(readScoreOf(24)).toBe(0);
    expect(readScoreOf(31.8)).toBe(0);
    expect(readScoreOf(-6)).toBe(0);
  });
});
