import { describe, expect, it } from "vitest";
import { canShowGraphs, connectivesBand, readabilityBand, repetitivenessBand, uniquenessBand } from "./bands";

describe("quality rating bands (spec 2 §9)", () => {
  it("rates readability at 100, 75, 50, 25", () => {
    expect(readabilityBand(100)).toBe(100);
    expect(readabilityBand(99.9)).toBe(80);
    expect(readabilityBand(75)).toBe(80);
    expect(readabilityBand(74.9)).toBe(60);
    expect(readabilityBand(50)).toBe(60);
    expect(readabilityBand(49.9)).toBe(50);
    expect(readabilityBand(25)).toBe(50);
    expect(readabilityBand(24.9)).toBe(20);
    expect(readabilityBand(0)).toBe(20);
  });

  it("rates repetitiveness and uniqueness at 80, 60, 40, 20", () => {
    for (const band of [repetitivenessBand, uniquenessBand]) {
      expect(band(100)).toBe(100);
      expect(band(80)).toBe(100);
      expect(band(79.9)).toBe(80);
      expect(band(60)).toBe(80);
      expect(band(59.9)).toBe(60);
      expect(band(40)).toBe(60);
      expect(band(39.9)).toBe(50);
      expect(band(20)).toBe(50);
      expect(band(19.9)).toBe(20);
    }
  });

  it("rates connectives at 95, 93, 91, 90", () => {
    expect(connectivesBand(95)).toBe(100);
    expect(connectivesBand(94.9)).toBe(80);
    expect(connectivesBand(93)).toBe(80);
    expect(connectivesBand(92.9)).toBe(60);
    expect(connectivesBand(91)).toBe(60);
    expect(connectivesBand(90.9)).toBe(50);
    expect(connectivesBand(90)).toBe(50);
    expect(connectivesBand(89.9)).toBe(20);
  });
});

describe("canShowGraphs", () => {
  it("needs 5 sentences unless the document is a submission", () => {
    expect(canShowGraphs(4)).toBe(false);
    expect(canShowGraphs(5)).toBe(true);
    expect(canShowGraphs(0, true)).toBe(true);
  });
});
