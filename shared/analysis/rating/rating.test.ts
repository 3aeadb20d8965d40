import { describe, expect, it } from "vitest";
import { rateBlock } from "./block";
import { CLARITY_WEIGHTS, CREATIVE_WEIGHTS, CREDIBLE_WEIGHTS, ENGAGING_WEIGHTS } from "./groups";
import { aggregateRating, EMPTY_RATING_MESSAGE, rateDocument, ratePages } from "./rate";
import { RatingSchema } from "./schemas";
import { BUREAUCRATIC, EMOTIONAL, FACTUAL, MOTIVATIONAL, STOCK_AI, WRY } from "./test-texts";
import type { DetailName, Rating, RatingDetail } from "./types";

const rate = (text: string, title?: string): Rating => rateDocument({ title, blocks: [{ id: "b", text }] }, { mode: "document" });

const allDetails = (rating: Rating): RatingDetail[] => [
  ...rating.clarity_score.details,
  ...rating.creative_score.details,
  ...rating.credible_score.details,
  ...rating.engaging_score.details,
];

const score = (rating: Rating, name: DetailName): number => {
  const found = allDetails(rating).find((item) => item.name === name);
  if (!found) {
    throw new Error(`no detail ${name}`);
  }
  return found.score;
};

const groupScores = (rating: Rating): number[] => [
  rating.clarity_score.doc_clarity_score,
  rating.creative_score.doc_creative_score,
  rating.credible_score.doc_credible_score,
  rating.engaging_score.doc_engaging_score,
];

const hasOneDecimal = (value: number): boolean => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

const factual = rate(FACTUAL, "The Danube");
const emotional = rate(EMOTIONAL, "That summer");
const bureaucratic = rate(BUREAUCRATIC, "Application procedure");
const stockAi = rate(STOCK_AI, "Effective communication");
const ratings = { factual, emotional, bureaucratic, stockAi, motivational: rate(MOTIVATIONAL), wry: rate(WRY) };

describe("rateDocument: the spec's shape and scale (spec 2 §3, §9)", () => {
  it.each(Object.entries(ratings))("%s: every score is 0–10 with one decimal and matches the schema", (_name, rating) => {
    expect(RatingSchema.parse(rating)).toEqual(rating);
    for (const value of [...groupScores(rating), rating.engagementQuotient, ...allDetails(rating).map((item) => item.score)]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(10);
      expect(hasOneDecimal(value)).toBe(true);
    }
    for (const item of allDetails(rating)) {
      expect(item.message.length).toBeGreaterThan(20);
    }
  });

  it.each(Object.entries(ratings))("%s: engagement quotient = mean of the four group scores", (_name, rating) => {
    const mean = groupScores(rating).reduce((sum, value) => sum + value, 0) / 4;
    expect(rating.engagementQuotient).toBe(Math.round(mean * 10) / 10);
    expect(rating.document_score).toBe(rating.engagementQuotient);
  });

  it.each(Object.entries(ratings))("%s: each group score is the weighted mean of its details", (_name, rating) => {
    const weighted = <Name extends DetailName>(details: ReadonlyArray<RatingDetail<Name>>, weights: Readonly<Record<Name, number>>) =>
      Math.round(details.reduce((sum, item) => sum + weights[item.name] * item.score, 0) * 10) / 10;
    expect(rating.clarity_score.doc_clarity_score).toBe(weighted(rating.clarity_score.details, CLARITY_WEIGHTS));
    expect(rating.creative_score.doc_creative_score).toBe(weighted(rating.creative_score.details, CREATIVE_WEIGHTS));
    expect(rating.credible_score.doc_credible_score).toBe(weighted(rating.credible_score.details, CREDIBLE_WEIGHTS));
    expect(rating.engaging_score.doc_engaging_score).toBe(weighted(rating.engaging_score.details, ENGAGING_WEIGHTS));
  });

  it("has every detail the spec lists, in its order", () => {
    expect(factual.clarity_score.details.map((item) => item.name)).toEqual([
      "content_diversity",
      "lexical_overlap",
      "readability",
      "connectors",
      "intent",
    ]);
    expect(factual.creative_score.details.map((item) => item.name)).toEqual(["humor", "motivation", "sarcasm"]);
    expect(factual.credible_score.details.map((item) => item.name)).toEqual([
      "fact_emotion",
      "first_person_usage",
      "passive_usage",
      "ai_detection",
    ]);
    expect(factual.engaging_score.details.map((item) => item.name)).toEqual(["emotions", "subjectivity", "uniqueness"]);
  });

  it("weights of every group sum to 1", () => {
    for (const weights of [CLARITY_WEIGHTS, CREATIVE_WEIGHTS, CREDIBLE_WEIGHTS, ENGAGING_WEIGHTS]) {
      expect(Object.values(weights).reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 10);
    }
  });
});

describe("details move the right way on real text", () => {
  it("facts: the factual paragraph beats the emotional and bureaucratic ones", () => {
    expect(score(factual, "fact_emotion")).toBeGreaterThanOrEqual(9);
    expect(score(emotional, "fact_emotion")).toBeLessThan(3);
    expect(score(factual, "fact_emotion")).toBeGreaterThan(score(bureaucratic, "fact_emotion"));
  });

  it("first person: the emotional memory is flagged, the others are not", () => {
    expect(score(emotional, "first_person_usage")).toBeLessThan(3);
    expect(score(factual, "first_person_usage")).toBe(10);
    expect(score(bureaucratic, "first_person_usage")).toBe(10);
  });

  it("passive voice: the bureaucratic paragraph is flagged with examples", () => {
    expect(score(bureaucratic, "passive_usage")).toBeLessThan(2);
    expect(score(factual, "passive_usage")).toBeGreaterThanOrEqual(9);
    expect(score(emotional, "passive_usage")).toBeGreaterThanOrEqual(9);
    const message = bureaucratic.credible_score.details.find((item) => item.name === "passive_usage")?.message ?? "";
    expect(message).toMatch(/of 8 sentences/);
    expect(message).toContain("“been decided”");
  });

  it("AI-style writing: the stock-phrase text scores lowest, names its phrases, and says it is a heuristic", () => {
    const ai = score(stockAi, "ai_detection");
    expect(ai).toBeLessThan(3);
    for (const other of [factual, emotional, bureaucratic]) {
      expect(score(other, "ai_detection")).toBeGreaterThan(ai + 4);
    }
    const message = stockAi.credible_score.details.find((item) => item.name === "ai_detection")?.message ?? "";
    expect(message).toMatch(/heuristic/i);
    expect(message).toMatch(/can be wrong/);
    expect(message).toContain("“in today's fast-paced world”");
    expect(message).toMatch(/Vary sentence length: \d+ of 7 sentences have \d+–\d+ words/);
  });

  it("emotions and subjectivity: the emotional memory beats the factual paragraph", () => {
    expect(score(emotional, "emotions")).toBeGreaterThan(8);
    expect(score(factual, "emotions")).toBeLessThan(2);
    expect(score(emotional, "subjectivity")).toBeGreaterThan(score(factual, "subjectivity") + 5);
    expect(emotional.engaging_score.doc_engaging_score).toBeGreaterThan(factual.engaging_score.doc_engaging_score);
  });

  it("motivation: the call to action beats the report", () => {
    expect(score(ratings.motivational, "motivation")).toBe(10);
    expect(score(factual, "motivation")).toBe(0);
    expect(score(bureaucratic, "motivation")).toBe(0);
  });

  it("humour and sarcasm are found in the wry text only, and labelled heuristics", () => {
    expect(score(ratings.wry, "humor")).toBeGreaterThan(7);
    expect(score(ratings.wry, "sarcasm")).toBeGreaterThan(5);
    for (const other of [factual, bureaucratic, stockAi]) {
      expect(score(other, "humor")).toBe(0);
      expect(score(other, "sarcasm")).toBe(0);
    }
    for (const rating of [ratings.wry, factual]) {
      for (const item of rating.creative_score.details.filter((detail) => detail.name !== "motivation")) {
        expect(item.message).toMatch(/Heuristic/);
      }
    }
  });

  it("connectors: the report without connectives is told to add them", () => {
    const item = factual.clarity_score.details.find((detail) => detail.name === "connectors");
    expect(item?.score).toBe(0);
    expect(item?.message).toMatch(/^0 of 10 sentences \(0%\) link/);
    expect(score(emotional, "connectors")).toBeGreaterThan(7);
  });

  it("intent: a title the text never mentions scores low and names the missing words", () => {
    const offTopic = rate(FACTUAL, "Volcanoes of Iceland");
    expect(score(offTopic, "intent")).toBeLessThan(2);
    expect(offTopic.clarity_score.details.find((item) => item.name === "intent")?.message).toContain("“Volcanoes”");
    expect(score(factual, "intent")).toBeGreaterThan(7);
  });

  it("intent: the overview engine's detectIntent result, when passed, gives the score", () => {
    const rating = rateDocument(
      { title: "The Danube", blocks: [{ id: "b", text: FACTUAL }] },
      { intent: { intent: ["informative"], matchscore: 6.4 } },
    );
    const item = rating.clarity_score.details.find((detail) => detail.name === "intent");
    expect(item?.score).toBe(6.4);
    expect(item?.message).toContain("informative");
  });

  it("without a title, intent compares the text with its opening sentence and asks for a title", () => {
    const item = rate(FACTUAL).clarity_score.details.find((detail) => detail.name === "intent");
    expect(item?.message).toMatch(/No title/);
    expect(item?.message).toMatch(/Add a title/);
  });

  it("uniqueness drops when the same phrases come back", () => {
    const repeated = rate(
      Array.from({ length: 6 }, () => "The new policy is good for the team and the new policy is good for the company.").join(" "),
    );
    expect(score(repeated, "uniqueness")).toBeLessThan(score(factual, "uniqueness") - 4);
    expect(repeated.engaging_score.details.find((item) => item.name === "uniqueness")?.message).toContain("“the new policy”");
  });

  it("overall: the stock-phrase text is the least credible, the factual one the most", () => {
    expect(factual.credible_score.doc_credible_score).toBeGreaterThan(stockAi.credible_score.doc_credible_score + 3);
    expect(factual.credible_score.doc_credible_score).toBeGreaterThan(bureaucratic.credible_score.doc_credible_score);
    expect(factual.credible_score.doc_credible_score).toBeGreaterThan(emotional.credible_score.doc_credible_score);
  });
});

describe("empty and tiny texts", () => {
  it("no sentence: every score 0, 'poor', and the empty message", () => {
    for (const blocks of [
      [],
      [{ id: "a", text: "" }],
      [{ id: "a", text: "   …  !! " }],
      [{ id: "h", text: "Only a heading", type: "heading-one" }],
    ]) {
      const rating = rateDocument({ blocks });
      expect(RatingSchema.parse(rating)).toEqual(rating);
      expect(rating).toMatchObject({ engagementQuotient: 0, document_score: 0, words: 0, sentences: 0 });
      expect(groupScores(rating)).toEqual([0, 0, 0, 0]);
      for (const item of allDetails(rating)) {
        expect(item).toMatchObject({ score: 0, score_type: "poor", message: EMPTY_RATING_MESSAGE });
      }
    }
  });

  it("one sentence: a full rating, with 'not enough text' where a detail needs more", () => {
    const rating = rate("Bees make honey from nectar.");
    expect(RatingSchema.parse(rating)).toEqual(rating);
    expect(rating.sentences).toBe(1);
    expect(rating.clarity_score.details.find((item) => item.name === "lexical_overlap")).toMatchObject({ score: 5, score_type: "average" });
  });
});

describe("block partials and modes", () => {
  const blocks = [
    { id: "t", text: "The Danube", type: "heading-one" },
    { id: "a", text: FACTUAL },
    { id: "b", text: EMOTIONAL },
  ];

  it("aggregating cached block partials gives the same rating as rating the document", () => {
    const partials = blocks.map((block) => rateBlock(block));
    expect(aggregateRating(partials, { title: "The Danube" })).toEqual(rateDocument({ title: "The Danube", blocks }));
  });

  it("headings stay out of the rating", () => {
    expect(rateDocument({ blocks }).words).toBe(rateDocument({ blocks: blocks.slice(1) }).words);
  });

  it("per-page mode returns one rating per page, each of that page alone", () => {
    const pages = ratePages({ title: "A river and a summer", pages: [[{ id: "a", text: FACTUAL }], [{ id: "b", text: EMOTIONAL }], []] });
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => [page.mode, page.pageIndex])).toEqual([
      ["page", 0],
      ["page", 1],
      ["page", 2],
    ]);
    pages.forEach((page) => expect(RatingSchema.parse(page)).toEqual(page));
    expect(pages[0]?.credible_score.doc_credible_score).toBe(
      rateDocument({ title: "A river and a summer", blocks: [{ id: "a", text: FACTUAL }] }).credible_score.doc_credible_score,
    );
    expect(score(pages[1] as Rating, "first_person_usage")).toBeLessThan(score(pages[0] as Rating, "first_person_usage"));
    expect(pages[2]?.sentences).toBe(0);
  });
});
