import { describe, expect, it } from "vitest";
import { rateBlock } from "./block";
import { aggregateRating, rateDocument } from "./rate";
import { BUREAUCRATIC, EMOTIONAL, FACTUAL, MOTIVATIONAL, STOCK_AI, WRY } from "./test-texts";

/**
 * A guard against slow-downs, not the benchmark: bounds are loose because tests share two cores with
 * other suites. Measured on an idle core (warm, 10,009 words, 123 blocks): about 50 ms for the whole
 * rating computed from scratch, about 2 ms from cached block partials.
 */
const TEXTS = [FACTUAL, EMOTIONAL, BUREAUCRATIC, STOCK_AI, MOTIVATIONAL, WRY];

/** About 10,000 words: the test texts, numbered so no two blocks are the same. */
const tenThousandWords = () => {
  const blocks = [];
  let words = 0;
  for (let index = 0; words < 10_000; index++) {
    const text = `Part ${index + 1}. ${TEXTS[index % TEXTS.length] ?? ""}`;
    words += text.split(/\s+/).length;
    blocks.push({ id: `b${index}`, text });
  }
  return blocks;
};

const timed = (run: () => unknown): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

describe("speed (10,000 words)", () => {
  const blocks = tenThousandWords();

  it("rates the whole document from scratch, warm, well within the budget", () => {
    rateDocument({ title: "Warm-up", blocks });
    const best = Math.min(...[0, 1, 2].map(() => timed(() => rateDocument({ title: "Office life", blocks }))));
    expect(best).toBeLessThan(600);
  });

  it("re-rates from cached block partials, with one edited block, in a few milliseconds", () => {
    const partials = blocks.map((block) => rateBlock(block));
    const edited = { id: "b3", text: "An edited paragraph with one new sentence." };
    const best = Math.min(
      ...[0, 1, 2].map(() => timed(() => aggregateRating(partials.map((partial) => (partial.blockId === edited.id ? rateBlock(edited) : partial))))),
    );
    expect(best).toBeLessThan(60);
  });
});
