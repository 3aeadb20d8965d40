import { describe, expect, it } from "vitest";
import { KeywordsResultSchema } from "../../model/analysis.overview";
import { extractKeywords, KEYWORD_MIN_WORDS, keywordMinimumMessage } from "./keywords";
import { HONEYBEES, LAUNCH, SOURDOUGH } from "./test-texts";
import { countWords } from "./terms";

const wordsOf = (count: number): string =>
  Array.from({ length: count }, (_, index) => ["Gardeners", "plant", "tomatoes", "beside", "basil"][index % 5]).join(" ");

describe("extractKeywords: the minimum word count (spec 2 §5)", () => {
  it("asks for 50 words with the spec's message", () => {
    expect(KEYWORD_MIN_WORDS).toBe(50);
    expect(keywordMinimumMessage(50)).toBe("You need a minimum of 50 words to generate a keyword.");
  });

  it("refuses 49 words and accepts 50", () => {
    expect(countWords(wordsOf(49))).toBe(49);
    expect(extractKeywords([{ id: "b1", text: wordsOf(49) }])).toEqual({
      ok: false,
      reason: "TOO_FEW_WORDS",
      message: "You need a minimum of 50 words to generate a keyword.",
      words: 49,
      minWords: 50,
    });
    expect(extractKeywords([{ id: "b1", text: wordsOf(50) }]).ok).toBe(true);
  });

  it("fills {n} with a custom minimum and counts words across blocks", () => {
    const blocks = [
      { id: "b1", text: "Bees make honey." },
      { id: "b2", text: "Honey is sweet." },
    ];
    expect(extractKeywords(blocks, { minWords: 7 })).toMatchObject({
      ok: false,
      message: "You need a minimum of 7 words to generate a keyword.",
      words: 6,
    });
    expect(extractKeywords(blocks, { minWords: 6 }).ok).toBe(true);
  });
});

describe("extractKeywords: ranking", () => {
  it("puts the nouns a text keeps returning to first", () => {
    const result = extractKeywords([{ id: "bees", text: HONEYBEES }]);
    if (!result.ok) {
      throw new Error("expected keywords");
    }
    expect(result.keywords.slice(0, 4).map((keyword) => keyword.keyword)).toEqual(["colonies", "hive", "flowers", "workers"]);
    expect(result.keywords[0]).toEqual({ keyword: "colonies", score: 25, count: 5 });
    expect(result.keywords.map((keyword) => keyword.keyword)).toContain("honeybees");
    expect(KeywordsResultSchema.parse(result)).toEqual(result);
  });

  it("groups singular and plural and counts head nouns inside longer phrases", () => {
    const result = extractKeywords([{ id: "bread", text: SOURDOUGH }]);
    expect(result.ok && result.keywords.slice(0, 3).map((keyword) => [keyword.keyword, keyword.count])).toEqual([
      ["starter", 3],
      ["flour", 3],
      ["jar", 3],
    ]);
  });

  it("keeps a proper noun's capital and drops a sentence opener's", () => {
    const result = extractKeywords([{ id: "ad", text: LAUNCH }]);
    const keywords = result.ok ? result.keywords.map((keyword) => keyword.keyword) : [];
    expect(keywords).toContain("Brightdesk");
    expect(keywords).not.toContain("Order");
    expect(keywords.slice(0, 2)).toEqual(["desk", "offers"]);
  });

  it("returns at most `limit` keywords", () => {
    const result = extractKeywords([{ id: "bees", text: HONEYBEES }], { limit: 3 });
    expect(result.ok && result.keywords).toHaveLength(3);
  });
});
