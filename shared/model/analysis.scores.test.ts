import { beforeAll, describe, expect, it } from "vitest";
import { scoreQuality } from "../analysis/quality";
import { loadSyllableDictionary } from "../analysis/quality/syllables";
import { simplifySentences } from "../analysis/simplify";
import { scoreFacts, scorePositivity, scoreToxicity } from "../analysis/tone";
import {
  FactsResultSchema,
  PositivityResultSchema,
  QualityResultSchema,
  SimplificationResultSchema,
  ToxicityResultSchema,
} from "./analysis.scores";

const BLOCKS = [
  { id: "title", text: "Quarterly review", type: "heading-one" },
  {
    id: "p1",
    text: "According to the finance team, revenue grew 12% in 2024. I absolutely love this result! However, you are an idiot if you think costs will fall, and the board agrees.",
  },
  {
    id: "p2",
    text: "In order to utilize the new system effectively, the department must commence comprehensive training prior to the deployment, and the managers will facilitate the transition for every employee.",
  },
  { id: "empty", text: "" },
];

describe("score result schemas", () => {
  beforeAll(async () => {
    await loadSyllableDictionary();
  });

  it("accept what the scoring functions return", () => {
    expect(QualityResultSchema.parse(scoreQuality(BLOCKS))).toEqual(scoreQuality(BLOCKS));
    expect(PositivityResultSchema.parse(scorePositivity(BLOCKS))).toEqual(scorePositivity(BLOCKS));
    expect(ToxicityResultSchema.parse(scoreToxicity(BLOCKS))).toEqual(scoreToxicity(BLOCKS));
    expect(FactsResultSchema.parse(scoreFacts(BLOCKS))).toEqual(scoreFacts(BLOCKS));
    const results = simplifySentences(BLOCKS);
    expect(results).toHaveLength(1);
    expect(SimplificationResultSchema.parse({ results })).toEqual({ results });
  });

  it("reject scores outside 0–100", () => {
    const { document } = scorePositivity(BLOCKS);
    expect(PositivityResultSchema.safeParse({ blocks: {}, document: { ...document, avgPositivity: 120 } }).success).toBe(false);
  });
});
