import { beforeAll, describe, expect, it } from "vitest";
import { isSyllableDictionaryLoaded, loadSyllableDictionary, syllablesOf, vowelPhonemes } from "./syllables";

describe("vowelPhonemes", () => {
  it("counts the ARPAbet symbols that carry a stress digit", () => {
    expect(vowelPhonemes("AW1 ER0")).toBe(2);
    expect(vowelPhonemes("AO2 R G AH0 N AH0 Z EY1 SH AH0 N AH0 L")).toBe(6);
    expect(vowelPhonemes("")).toBe(0);
  });
});

describe("syllablesOf with CMUdict", () => {
  beforeAll(async () => {
    await loadSyllableDictionary();
  });

  it("is loaded once and reports it", async () => {
    await loadSyllableDictionary();
    expect(isSyllableDictionaryLoaded()).toBe(true);
  });

  it("takes exact counts from the dictionary where the rules go wrong", () => {
    expect(syllablesOf("hour")).toBe(2);
    expect(syllablesOf("fire")).toBe(2);
    expect(syllablesOf("walked")).toBe(1);
    expect(syllablesOf("Organizational")).toBe(6);
  });

  it("reads curly apostrophes and dotted abbreviations", () => {
    expect(syllablesOf("don’t")).toBe(1);
    expect(syllablesOf("committee's")).toBe(3);
    expect(syllablesOf("U.S")).toBe(2);
  });

  it("sums the parts of a hyphenated word the dictionary lacks", () => {
    expect(syllablesOf("well-known")).toBe(2);
    expect(syllablesOf("state-of-the-art")).toBe(4);
  });

  it("falls back to the rules for unknown words and gives every word at least one syllable", () => {
    expect(syllablesOf("blorptastic")).toBe(3);
    expect(syllablesOf("2024")).toBe(1);
    expect(syllablesOf("hmm")).toBe(1);
  });
});
