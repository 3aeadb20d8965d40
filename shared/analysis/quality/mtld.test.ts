import { describe, expect, it } from "vitest";
import { addMtld, mtldCounts, mtldFactors, mtldOf, uniquenessOf } from "./mtld";

const tokens = (text: string) => text.split(" ");

describe("MTLD", () => {
  it("closes a factor when the type–token ratio falls to 0.72", () => {
    // a b a → TTR 2/3 ≤ 0.72 closes factor 1; b a b closes factor 2.
    expect(mtldFactors(tokens("a b a b a b"))).toBe(2);
    expect(mtldOf(mtldCounts(tokens("a b a b a b")))).toBe(3);
  });

  it("closes a factor at a ratio of exactly 0.72, not above", () => {
    const distinct = Array.from({ length: 18 }, (_, index) => `w${index}`);
    // 18 types in 24 words: 0.75, a partial factor; in 25 words: 0.72, a full factor.
    expect(mtldFactors([...distinct, ...distinct.slice(0, 6)])).toBeCloseTo(0.25 / 0.28, 10);
    expect(mtldFactors([...distinct, ...distinct.slice(0, 7)])).toBe(1);
  });

  it("adds the words left over as a partial factor (1 − TTR) / (1 − 0.72)", () => {
    // a b c d a: TTR 4/5 = 0.8 never falls to 0.72 → partial factor 0.2 / 0.28.
    expect(mtldFactors(tokens("a b c d a"))).toBeCloseTo(0.2 / 0.28, 10);
    expect(mtldOf(mtldCounts(tokens("a b c d a")))).toBeCloseTo(7, 10);
  });

  it("averages the forward and backward passes", () => {
    const counts = mtldCounts(tokens("a a b c d e"));
    // Forward: "a a" closes a factor (1/2), then b c d e are all new: 1 + 0 factors → 6.
    // Backward: e d c b a a → TTR 5/6 = 0.833 → partial 0.1667/0.28 = 0.595 → 10.08.
    expect(counts.forwardFactors).toBe(1);
    expect(counts.backwardFactors).toBeCloseTo((1 - 5 / 6) / 0.28, 10);
    expect(mtldOf(counts)).toBeCloseTo((6 + 6 / ((1 - 5 / 6) / 0.28)) / 2, 10);
  });

  it("is infinite when every word is different, and null without words", () => {
    expect(mtldOf(mtldCounts(tokens("the cat sat")))).toBe(Infinity);
    expect(mtldOf(mtldCounts([]))).toBeNull();
  });

  it("sums blocks into a document figure", () => {
    const document = addMtld(mtldCounts(tokens("a b a b a b")), mtldCounts(tokens("a b c d a")));
    expect(document.tokens).toBe(11);
    expect(mtldOf(document)).toBeCloseTo(11 / (2 + 0.2 / 0.28), 10);
  });
});

describe("uniquenessOf (clamp(MTLD − 10, 0, 100))", () => {
  it("maps MTLD 90/70/50/30 to the band edges 80/60/40/20", () => {
    expect(uniquenessOf(90)).toBe(80);
    expect(uniquenessOf(70)).toBe(60);
    expect(uniquenessOf(50)).toBe(40);
    expect(uniquenessOf(30)).toBe(20);
  });

  it("clamps to 0–100", () => {
    expect(uniquenessOf(3)).toBe(0);
    expect(uniquenessOf(150)).toBe(100);
    expect(uniquenessOf(Infinity)).toBe(100);
  });
});
