import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { CitationNeedSchema } from "../../model/analysis";
import { segmentSentences } from "../segment";
import { findCitationNeeds, scoreSentence } from "./check";
import type { CitationNeed } from "./feature";
import { CLAIM_FEATURES, DAMPERS } from "./weights";
import { CITATION_THRESHOLD, keepCitationNeed } from "../../rules/findings";

const probability = (sentence: string): number => scoreSentence(sentence).probability;

describe("scoreSentence", () => {
  it("flags each kind of checkable claim above the threshold", () => {
    for (const claim of [
      "42% of Americans own a dog.",
      "3 in 5 adults skip breakfast.",
      "Python is the most popular programming language.",
      "Studies show that remote workers are happier.",
      "Experts say the market will recover next year.",
      "Scientists agree that the climate is warming.",
      "“Imagination is more important than knowledge.”",
      "Apple was founded in 1976 in a garage.",
      "Eating sugar causes diabetes.",
      "Mount Everest is the highest mountain in the world.",
    ]) {
      expect(probability(claim), claim).toBeGreaterThanOrEqual(CITATION_THRESHOLD);
    }
  });

  it("keeps ordinary sentences, personal statements, opinions and questions below it", () => {
    for (const sentence of [
      "The cat sat on the mat.",
      "We met at the cafe on Tuesday.",
      "This is the best way to learn.",
      "The company has 2 million users.",
      "In 2019 I launched my blog.",
      "I think 42% of my friends like tea.",
      "Do 42% of people really like tea?",
      "He said, “I will be there at nine tomorrow.”",
    ]) {
      expect(probability(sentence), sentence).toBeLessThan(CITATION_THRESHOLD);
    }
  });

  it("gives attributed claims a low probability", () => {
    for (const sentence of [
      "According to the WHO, 42% of adults are overweight.",
      "42% of adults are overweight (Smith, 2020).",
      "42% of adults are overweight [1].",
      "Studies show a 42% rise (see https://example.org/study).",
      "Smith et al. (2020) found that 30% of patients relapse.",
      "“Imagination is more important than knowledge,” Einstein said.",
    ]) {
      expect(probability(sentence), sentence).toBeLessThan(0.2);
    }
  });

  it("combines features as a noisy-OR and applies dampers", () => {
    // Percentage 0.6 and unnamed source 0.7: 1 − 0.4 × 0.3 = 0.88.
    expect(probability("Studies show that 42% of people skip breakfast.")).toBe(0.88);
    // Generic superlative 0.35 with a scope 0.3: 1 − 0.65 × 0.7 = 0.545.
    expect(probability("It is the nicest tree ever.")).toBeCloseTo(0.55, 2);
    // A scope alone counts for nothing.
    expect(probability("Tea is drunk worldwide.")).toBe(0);
    // Percentage 0.6 × attribution 0.15 = 0.09.
    expect(probability("According to Ofcom, 42% of homes have a smart speaker.")).toBe(0.09);
  });

  it("documents every weight as a probability", () => {
    for (const { weight } of CLAIM_FEATURES) {
      expect(weight).toBeGreaterThan(0);
      expect(weight).toBeLessThan(1);
    }
    for (const { factor } of DAMPERS) {
      expect(factor).toBeGreaterThan(0);
      expect(factor).toBeLessThan(1);
    }
    expect(CITATION_THRESHOLD).toBe(0.5);
  });
});

describe("findCitationNeeds", () => {
  it("reports whole sentences with block id, sentence index, probability and reasons", () => {
    const text = "We love tea. Studies show that 42% of Britons drink it daily. Dr. Smith agrees (Smith, 2020).";
    const needs = findCitationNeeds([{ id: "p1", text }]);
    expect(needs).toEqual([
      {
        blockId: "p1",
        sentenceIndex: 1,
        start: 13,
        end: 61,
        text: "Studies show that 42% of Britons drink it daily.",
        textSegment: "Studies show that 42% of Britons drink it daily.",
        probability: 0.88,
        reasons: ["Unnamed source: “Studies show”", "Statistic: “42%”"],
      },
    ]);
  });

  it("drops items below the threshold (spec 2 §5)", () => {
    expect(findCitationNeeds([{ id: "a", text: "This is the best way to learn. The company has 2 million users." }])).toEqual([]);
    const need = findCitationNeeds([{ id: "a", text: "42% of Americans own a dog." }])[0] as CitationNeed;
    expect(keepCitationNeed(need)).toBe(true);
    expect(keepCitationNeed({ ...need, probability: 0.49 })).toBe(false);
  });

  it("matches the API's finding shape", () => {
    expectTypeOf<CitationNeed>().toExtend<z.output<typeof CitationNeedSchema>>();
  });

  it("reports text equal to block.text.slice(start, end) (property)", () => {
    const piece = fc.constantFrom(
      "42% of Americans own a dog.",
      "Dr. Who is the most popular character.",
      "“Imagination is more important than knowledge.”",
      "Apple was founded in 1976.",
      "According to the WHO, 3 in 5 adults walk.",
      "naïve 😀 café!",
      "e.g. this one.",
      "\n",
      "  ",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = pieces.join(" ");
        const sentences = segmentSentences(text);
        for (const need of findCitationNeeds([{ id: "x", text }])) {
          expect(text.slice(need.start, need.end)).toBe(need.text);
          expect(need.textSegment).toBe(need.text);
          expect(sentences[need.sentenceIndex]?.text).toBe(need.text);
          expect(need.probability).toBeGreaterThanOrEqual(CITATION_THRESHOLD);
          expect(need.probability).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
