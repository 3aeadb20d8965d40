import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { decorators, type DecoratorCandidate } from "./decorators";
import type { EnhancerCandidate } from "./enhancer-types";
import { enhancers } from "./enhancers";
import {
  type DecoratorCandidateSchema,
  DecoratorsResultSchema,
  type EnhancerCandidateSchema,
  EnhancersResultSchema,
  RefineBlockRequestSchema,
  SimilarWordsRequestSchema,
  SimilarWordsResultSchema,
} from "./schemas";
import { similarWords, type SimilarWordsResult } from "./similar-words";
import { createFakeThesaurus } from "./test-thesaurus";

describe("Refine schemas", () => {
  it("describe exactly what the engine returns", async () => {
    const thesaurus = createFakeThesaurus();
    const block = { id: "b", text: "The team walked slowly and made a quick decision." };
    const similar = await similarWords({ word: "walked", text: block.text }, thesaurus);
    const decorated = { decorators: await decorators(block, thesaurus) };
    const enhanced = { enhancers: await enhancers(block, thesaurus) };
    expect(similar.syns.length).toBeGreaterThan(0);
    expect(decorated.decorators.length).toBeGreaterThan(0);
    expect(enhanced.enhancers.length).toBeGreaterThan(0);
    expect(SimilarWordsResultSchema.parse(similar)).toEqual(similar);
    expect(DecoratorsResultSchema.parse(decorated)).toEqual(decorated);
    expect(EnhancersResultSchema.parse(enhanced)).toEqual(enhanced);
    expectTypeOf<SimilarWordsResult>().toExtend<z.output<typeof SimilarWordsResultSchema>>();
    expectTypeOf<DecoratorCandidate>().toExtend<z.output<typeof DecoratorCandidateSchema>>();
    expectTypeOf<EnhancerCandidate>().toExtend<z.output<typeof EnhancerCandidateSchema>>();
  });

  it("validate requests", () => {
    expect(SimilarWordsRequestSchema.safeParse({ word: "walk", text: "I walk.", title: "Notes", pref: "General" }).success).toBe(true);
    expect(SimilarWordsRequestSchema.safeParse({ word: " ", text: "x" }).success).toBe(false);
    expect(SimilarWordsRequestSchema.safeParse({ word: "walk", text: "x", extra: 1 }).success).toBe(false);
    expect(RefineBlockRequestSchema.safeParse({ block: { id: "b", text: "Text." } }).success).toBe(true);
    expect(RefineBlockRequestSchema.safeParse({ block: { id: "", text: "Text." } }).success).toBe(false);
  });
});
