import { describe, expect, it } from "vitest";
import { lengthSpread } from "./details/burstiness";
import { oneDecimal, quoteExamples, scoreTypeOf } from "./scale";

describe("score types", () => {
  it("good from 7, average from 4, poor below", () => {
    expect([10, 7, 6.9, 4, 3.9, 0].map(scoreTypeOf)).toEqual(["good", "good", "average", "average", "poor", "poor"]);
  });

  it("rounds to one decimal", () => {
    expect([oneDecimal(6.25), oneDecimal(6.349), oneDecimal(0.04)]).toEqual([6.3, 6.3, 0]);
  });
});

describe("quoteExamples", () => {
  it("quotes up to three, ignoring repeats whatever their case", () => {
    expect(quoteExamples(["Delve", "delve", "tapestry", "robust", "seamless"])).toBe("“Delve”, “tapestry” and “robust”");
    expect(quoteExamples(["one"])).toBe("“one”");
  });
});

describe("lengthSpread", () => {
  it("measures the variation of sentence lengths and the busiest 5-length window", () => {
    const even = lengthSpread([18, 19, 20, 21, 22, 20, 19, 30]);
    expect(even?.window).toEqual({ from: 18, to: 22, sentences: 7 });
    expect(even?.variation).toBeLessThan(0.2);
    expect(lengthSpread([4, 30, 9, 22, 3, 15])?.variation).toBeGreaterThan(0.6);
    expect(lengthSpread([12])).toBeNull();
  });
});
