import { describe, expect, it } from "vitest";
import { cropOutputSize, isUsableArea, normalizeCropArea } from "./crop-image";

describe("isUsableArea", () => {
  it("accepts a real selection and refuses none, empty or not-yet-measured ones", () => {
    expect(isUsableArea({ x: 0, y: 0, width: 10, height: 10 })).toBe(true);
    expect(isUsableArea(null)).toBe(false);
    expect(isUsableArea({ x: 0, y: 0, width: 0, height: 10 })).toBe(false);
    expect(isUsableArea({ x: Number.NaN, y: Number.NaN, width: Number.NaN, height: Number.NaN })).toBe(false);
  });
});

describe("normalizeCropArea", () => {
  it("answers null when nothing is selected", () => {
    expect(normalizeCropArea(null, 100, 100)).toBeNull();
    expect(normalizeCropArea({ x: 10, y: 10, width: 0, height: 20 }, 100, 100)).toBeNull();
    expect(normalizeCropArea({ x: 100, y: 0, width: 20, height: 20 }, 100, 100)).toBeNull();
    expect(normalizeCropArea({ x: Number.NaN, y: 0, width: 20, height: 20 }, 100, 100)).toBeNull();
  });

  it("rounds to whole pixels and keeps the area inside the image", () => {
    expect(normalizeCropArea({ x: 10.4, y: 19.6, width: 50.5, height: 50.2 }, 200, 200)).toEqual({ x: 10, y: 20, width: 51, height: 50 });
    expect(normalizeCropArea({ x: -3, y: -1, width: 120, height: 120 }, 100, 80)).toEqual({ x: 0, y: 0, width: 100, height: 80 });
    expect(normalizeCropArea({ x: 60, y: 60, width: 80, height: 80 }, 100, 100)).toEqual({ x: 60, y: 60, width: 40, height: 40 });
  });
});

describe("cropOutputSize", () => {
  it("keeps small areas at their size", () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 300, height: 300 })).toEqual({ width: 300, height: 300 });
  });

  it("scales large areas down so the longer side fits, keeping the shape", () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 4000, height: 4000 })).toEqual({ width: 1024, height: 1024 });
    expect(cropOutputSize({ x: 0, y: 0, width: 2000, height: 1000 }, 500)).toEqual({ width: 500, height: 250 });
  });

  it("never answers an empty canvas", () => {
    expect(cropOutputSize({ x: 0, y: 0, width: 10_000, height: 1 }, 100)).toEqual({ width: 100, height: 1 });
  });
});
