import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { SummaryResultSchema } from "../../model/analysis.overview";
import { DAMPING, weightedPageRank } from "./pagerank";
import { defaultSummaryLength, sentenceSimilarity, summarize, SUMMARY_MIN_SENTENCES } from "./summary";
import { HONEYBEES } from "./test-texts";

const FOUR_SENTENCES = "The river rose overnight. Roads near the bridge were closed. Schools opened late. The rain stopped at noon.";
const FIVE_SENTENCES = `${FOUR_SENTENCES} Crews cleared the roads by evening.`;

describe("summarize: the 5-sentence rule (spec 2 §5)", () => {
  it("refuses 4 sentences with TOO_SHORT and accepts 5", () => {
    expect(SUMMARY_MIN_SENTENCES).toBe(5);
    expect(summarize([{ id: "b1", text: FOUR_SENTENCES }])).toEqual({ ok: false, reason: "TOO_SHORT", sentenceCount: 4, minSentences: 5 });
    expect(summarize([{ id: "b1", text: FIVE_SENTENCES }]).ok).toBe(true);
  });

  it("counts sentences across blocks and skips ones without letters", () => {
    const blocks = [
      { id: "b1", text: "The river rose overnight. Roads near the bridge were closed." },
      { id: "b2", text: "***" },
      { id: "b3", text: "Schools opened late. The rain stopped at noon." },
    ];
    expect(summarize(blocks)).toMatchObject({ ok: false, sentenceCount: 4 });
  });

  it("summarises a submission however short it is", () => {
    const result = summarize([{ id: "b1", text: "Only one sentence here." }], { isSubmission: true });
    expect(result).toMatchObject({ ok: true, summary: "Only one sentence here.", sentenceCount: 1 });
    expect(summarize([{ id: "b1", text: FOUR_SENTENCES }], { isSubmission: true }).ok).toBe(true);
    expect(summarize([{ id: "b1", text: "" }], { isSubmission: true })).toEqual({ ok: true, sentences: [], summary: "", sentenceCount: 0 });
  });
});

describe("summarize: TextRank", () => {
  it("keeps the most central sentences, in their original order", () => {
    const result = summarize([{ id: "bees", text: HONEYBEES }], { sentences: 3 });
    if (!result.ok) {
      throw new Error("expected a summary");
    }
    expect(result.sentences.map((sentence) => sentence.sentenceIndex)).toEqual([0, 3, 13]);
    expect(result.summary).toBe(result.sentences.map((sentence) => sentence.text).join(" "));
    expect(result.summary.startsWith("Honeybees live in colonies of up to 60,000 workers")).toBe(true);
    const [first] = result.sentences;
    expect(first && HONEYBEES.slice(first.start, first.end)).toBe(first?.text);
    expect(SummaryResultSchema.parse(result)).toEqual(result);
  });

  it("is deterministic", () => {
    const runs = [1, 2, 3].map(() => summarize([{ id: "bees", text: HONEYBEES }]));
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it("keeps one in five sentences by default, between 1 and 7", () => {
    expect(defaultSummaryLength(5)).toBe(1);
    expect(defaultSummaryLength(14)).toBe(3);
    expect(defaultSummaryLength(100)).toBe(7);
    const result = summarize([{ id: "bees", text: HONEYBEES }]);
    expect(result.ok && result.sentences.length).toBe(3);
  });

  it("measures similarity as shared stems over log lengths (Mihalcea & Tarau eq. 4)", () => {
    // 2 shared stems, 4 and 6 words: 2 / (ln 4 + ln 6).
    expect(sentenceSimilarity(2, 4, 6)).toBeCloseTo(2 / (Math.log(4) + Math.log(6)), 10);
    expect(sentenceSimilarity(1, 1, 1)).toBe(0);
  });
});

describe("weightedPageRank", () => {
  it("uses damping 0.85 and leaves isolated nodes at 1 − d", () => {
    expect(DAMPING).toBe(0.85);
    const scores = weightedPageRank([[{ node: 1, weight: 1 }], [{ node: 0, weight: 1 }], []]);
    expect(scores[0]).toBeCloseTo(1, 6);
    expect(scores[1]).toBeCloseTo(1, 6);
    expect(scores[2]).toBeCloseTo(0.15, 6);
  });

  it("ranks the hub of a star above its leaves", () => {
    const [hub = 0, leaf = 0] = weightedPageRank([
      [
        { node: 1, weight: 1 },
        { node: 2, weight: 1 },
        { node: 3, weight: 1 },
      ],
      [{ node: 0, weight: 1 }],
      [{ node: 0, weight: 1 }],
      [{ node: 0, weight: 1 }],
    ]);
    // Fixed point: hub = 0.15 + 0.85 × 3 × leaf and leaf = 0.15 + 0.85 × hub / 3, so hub = 0.5325 / 0.2775.
    expect(hub).toBeCloseTo(1.9189, 3);
    expect(leaf).toBeCloseTo(0.6937, 3);
  });
});

export type SummaryBody = z.output<typeof SummaryResultSchema>;
