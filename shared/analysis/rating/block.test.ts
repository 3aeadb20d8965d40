import { describe, expect, it } from "vitest";
import { emotionsForBlocks } from "../emotions";
import { blockQuality } from "../quality";
import { blockFacts } from "../tone";
import { rateBlock } from "./block";
import { aggregateRating } from "./rate";
import { EMOTIONAL, FACTUAL } from "./test-texts";

describe("rateBlock", () => {
  const block = { id: "b", text: `${FACTUAL} ${EMOTIONAL}` };

  it("keeps the engines' sums and one feature row per sentence with words", () => {
    const partial = rateBlock(block);
    expect(partial.blockId).toBe("b");
    expect(partial.prose).toBe(true);
    expect(partial.sentences).toHaveLength(18);
    expect(partial.text).toEqual(blockQuality(block).counts.text);
    expect(partial.facts).toEqual({ factual: blockFacts(block).factual, emotional: blockFacts(block).emotional });
    expect(partial.emotions.labels.neutral + partial.emotions.labels.sadness).toBeGreaterThan(0);
  });

  it("marks headings as not prose", () => {
    expect(rateBlock({ id: "h", text: "A river", type: "heading-two" }).prose).toBe(false);
  });

  it("uses engine results the caller already has, with the same rating", () => {
    const engines = { quality: blockQuality(block), facts: blockFacts(block), emotions: emotionsForBlocks([block]) };
    const reused = aggregateRating([rateBlock(block, engines)]);
    const fresh = aggregateRating([rateBlock(block)]);
    expect(reused.clarity_score).toEqual(fresh.clarity_score);
    expect(reused.credible_score).toEqual(fresh.credible_score);
    // The emotions engine weighs sentences by its own word count, which may differ by a token here and there.
    expect(reused.engaging_score.doc_engaging_score).toBeCloseTo(fresh.engaging_score.doc_engaging_score, 0);
  });
});
