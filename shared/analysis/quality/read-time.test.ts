import { describe, expect, it } from "vitest";
import { readTimeMinutes, WORDS_PER_MINUTE } from "./read-time";

describe("readTimeMinutes (238 words per minute, rounded up)", () => {
  it("rounds partial minutes up", () => {
    expect(WORDS_PER_MINUTE).toBe(238);
    expect(readTimeMinutes(1)).toBe(1);
    expect(readTimeMinutes(238)).toBe(1);
    expect(readTimeMinutes(239)).toBe(2);
    expect(readTimeMinutes(10_000)).toBe(43);
  });

  it("is 0 for no words", () => {
    expect(readTimeMinutes(0)).toBe(0);
  });
});
