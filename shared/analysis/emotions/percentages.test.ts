import { describe, expect, it } from "vitest";
import { toPercentages } from "./percentages";

const shares = (values: Partial<Record<string, number>>) => ({
  anger: 0,
  disgust: 0,
  fear: 0,
  joy: 0,
  neutral: 0,
  sadness: 0,
  surprise: 0,
  ...values,
});

describe("toPercentages", () => {
  it("rounds shares to whole percentages summing to exactly 100", () => {
    const values = toPercentages(shares({ anger: 1, joy: 1, sadness: 1 }));
    expect(values.reduce((total, entry) => total + entry.value, 0)).toBe(100);
    expect(values.map((entry) => entry.value)).toEqual([34, 0, 0, 33, 0, 33, 0]);
  });

  it("lists every emotion in a fixed order", () => {
    expect(toPercentages(shares({ joy: 0.8, neutral: 0.2 })).map((entry) => entry.name)).toEqual([
      "anger",
      "disgust",
      "fear",
      "joy",
      "neutral",
      "sadness",
      "surprise",
    ]);
  });

  it("defaults to neutral 100 when nothing was measured", () => {
    expect(toPercentages(shares({})).find((entry) => entry.value > 0)).toEqual({ name: "neutral", value: 100 });
  });
});
