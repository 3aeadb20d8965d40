import { describe, expect, it } from "vitest";
import { stem } from "./stem";
import { contentTerms, countWords, termOf, tokenizeWords } from "./terms";

describe("stem (Porter 1980)", () => {
  it("gives the published stems of Porter's examples", () => {
    const expected: Record<string, string> = {
      caresses: "caress",
      ponies: "poni",
      cats: "cat",
      agreed: "agre",
      plastered: "plaster",
      motoring: "motor",
      hopping: "hop",
      filing: "file",
      happy: "happi",
      relational: "relat",
      conditional: "condit",
      generalization: "gener",
      hopefulness: "hope",
      electrical: "electr",
      adjustment: "adjust",
      controlling: "control",
      rolled: "roll",
    };
    for (const [word, result] of Object.entries(expected)) {
      expect(stem(word), word).toBe(result);
    }
  });

  it("gives word families one stem", () => {
    expect(new Set(["connect", "connected", "connecting", "connection", "connections"].map(stem))).toEqual(new Set(["connect"]));
    expect(stem("honeybees")).toBe(stem("honeybee"));
  });

  it("keeps short words and a leading y as they are", () => {
    expect(stem("is")).toBe("is");
    expect(stem("yellow")).toBe("yellow");
  });
});

describe("words and terms", () => {
  it("counts hyphenated words and contractions as one word", () => {
    expect(countWords("Don't re-use the well-known chip.")).toBe(5);
    // A decimal point splits a number, as every other punctuation mark does.
    expect(countWords("It costs 3.50 today.")).toBe(5);
    expect(countWords("  ")).toBe(0);
  });

  it("tokenises with exact offsets and straight apostrophes", () => {
    const text = "It’s Anna's turn.";
    const tokens = tokenizeWords(text);
    expect(tokens.map((token) => token.word)).toEqual(["it's", "anna's", "turn"]);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual(["It’s", "Anna's", "turn"]);
  });

  it("keeps content words only, stemmed, without possessives", () => {
    expect(contentTerms("The workers of the colony were feeding Anna's larvae.")).toEqual(["worker", "coloni", "feed", "anna", "larva"]);
    expect(termOf("Hives".toLowerCase())).toBe("hive");
  });
});
