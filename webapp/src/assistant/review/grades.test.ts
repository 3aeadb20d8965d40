import { describe, expect, it } from "vitest";
import { outOfTen, positivityGrade, qualityRating } from "./grades";

describe("grades", () => {
  it("grades positivity at 50 and 30", () => {
    expect([72, 50, 49.9, 30, 12].map(positivityGrade)).toEqual(["good", "good", "ok", "ok", "poor"]);
  });

  it("rates the quality bars by the spec's bands", () => {
    expect([100, 80, 55, 30, 10].map((score) => qualityRating("readability", score))).toEqual([100, 80, 60, 50, 20]);
    expect([85, 61, 45, 20, 5].map((score) => qualityRating("uniqueness", score))).toEqual([100, 80, 60, 50, 20]);
    expect([96, 94, 92, 90, 50].map((score) => qualityRating("connectives", score))).toEqual([100, 80, 60, 50, 20]);
  });

  it("writes scores out of 10 with one decimal", () => {
    expect(outOfTen(6)).toBe("6.0/10");
    expect(outOfTen(7.25)).toBe("7.3/10");
  });
});
