import { beforeAll, describe, expect, it } from "vitest";
import { loadSyllableDictionary } from "../quality/syllables";
import { gradeOfText, isHard, isHardSentence, simplifySentence, simplifySentences } from "./simplify";

const HARD =
  "In order to utilize the new system effectively, the department must commence comprehensive training prior to the deployment, and the managers will facilitate the transition for every employee.";

describe("isHard", () => {
  it("is hard above grade 12 or above 25 words", () => {
    expect(isHard(20, 12)).toBe(false);
    expect(isHard(20, 12.01)).toBe(true);
    expect(isHard(25, 8)).toBe(false);
    expect(isHard(26, 8)).toBe(true);
    expect(isHard(0, null)).toBe(false);
  });
});

describe("isHardSentence (grade above 12 or more than 25 words)", () => {
  beforeAll(async () => {
    await loadSyllableDictionary();
  });

  it("flags a sentence above grade 12", () => {
    // 8 words, 30 syllables: 0.39 × 8 + 11.8 × 30/8 − 15.59 = 31.78
    expect(isHardSentence("The committee's comprehensive evaluation identified substantial organizational deficiencies.")).toBe(true);
    expect(isHardSentence("The dog ran to the park.")).toBe(false);
  });

  it("flags a sentence of more than 25 words even at a low grade", () => {
    const words = (count: number) => `${Array.from({ length: count }, () => "cat").join(" ")}.`;
    // 26 one-syllable words: 0.39 × 26 + 11.8 − 15.59 = 6.35
    expect(isHardSentence(words(25))).toBe(false);
    expect(isHardSentence(words(26))).toBe(true);
  });
});

describe("simplifySentence", () => {
  beforeAll(async () => {
    await loadSyllableDictionary();
  });

  it("swaps complex words and splits clauses, lowering the grade", () => {
    expect(simplifySentence(HARD)).toEqual({
      simplified:
        "To use the new system effectively, the department must begin comprehensive training before the deployment. The managers will ease the transition for every employee.",
      gradeBefore: 18.93,
      gradeAfter: 11.71,
    });
  });

  it("offers nothing when nothing changes", () => {
    expect(simplifySentence("The committee's comprehensive evaluation identified substantial organizational deficiencies.")).toBeNull();
  });
});

describe("gradeOfText", () => {
  it("grades several sentences together", async () => {
    await loadSyllableDictionary();
    // 18 words, 3 sentences, 18 syllables → −1.45
    expect(gradeOfText("The dog ran to the park. He played with a red ball. Then he went home to sleep.")).toBeCloseTo(-1.45, 10);
    expect(gradeOfText("")).toBeNull();
  });
});

describe("simplifySentences", () => {
  beforeAll(async () => {
    await loadSyllableDictionary();
  });

  it("returns each simplification with its place in the block", () => {
    const text = `Short one. ${HARD} The end.`;
    const [found, ...rest] = simplifySentences([{ id: "b1", text }]);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      blockId: "b1",
      sentenceIndex: 1,
      start: 11,
      end: 11 + HARD.length,
      original: HARD,
      gradeBefore: 18.93,
      gradeAfter: 11.71,
    });
    expect(found && text.slice(found.start, found.end)).toBe(HARD);
  });

  it("leaves easy sentences alone", () => {
    expect(simplifySentences([{ id: "b2", text: "We finished the report, and the manager sent it to the board." }])).toEqual([]);
  });
});
