import { describe, expect, it } from "vitest";
import { wordNetPosOf } from "./pos";
import { tagTokens } from "./tagger";

describe("tagTokens", () => {
  it("tags a sentence with UPOS tags and dictionary forms", () => {
    const tokens = tagTokens("The children walked slowly to the old house.");
    expect(tokens.map((token) => [token.text, token.pos, token.lemma])).toEqual([
      ["The", "DET", "the"],
      ["children", "NOUN", "child"],
      ["walked", "VERB", "walk"],
      ["slowly", "ADV", "slowly"],
      ["to", "ADP", "to"],
      ["the", "DET", "the"],
      ["old", "ADJ", "old"],
      ["house", "NOUN", "house"],
      [".", "PUNCT", "."],
    ]);
  });

  it("gives exact UTF-16 offsets through contractions, emoji, tabs and double spaces", () => {
    const text = "She can't  walk\tquickly 😀 — it’s “hard”.\n\nDr. Smith e-mailed a@b.com!";
    const tokens = tagTokens(text);
    for (const token of tokens) {
      expect(text.slice(token.start, token.end)).toBe(token.text);
    }
    expect(tokens.map((token) => token.text)).toContain("n't");
    expect(tokens.find((token) => token.text === "quickly")?.start).toBe(text.indexOf("quickly"));
    expect(tokens.at(-1)?.end).toBe(text.length);
  });

  it("returns no tokens for empty text and keeps numbering from 0", () => {
    expect(tagTokens("")).toEqual([]);
    expect(tagTokens("Hello there.").map((token) => token.index)).toEqual([0, 1, 2]);
  });

  it("maps UPOS to WordNet's parts of speech", () => {
    expect(["NOUN", "VERB", "ADJ", "ADV", "PROPN", "AUX"].map((tag) => wordNetPosOf(tag as "NOUN"))).toEqual([
      "noun",
      "verb",
      "adjective",
      "adverb",
      undefined,
      undefined,
    ]);
  });
});
