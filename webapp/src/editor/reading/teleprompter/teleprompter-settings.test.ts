import { describe, expect, it } from "vitest";
import { advanceOffset, MAX_FRAME_DELTA_MS } from "./scroll-step";
import {
  clampFontSize,
  clampSpeed,
  fontSizeToPixels,
  speedToPixelsPerSecond,
  TELEPROMPTER_FONT_SIZE,
  TELEPROMPTER_SPEED,
} from "./teleprompter-settings";

describe("teleprompter settings", () => {
  it("has the spec's bounds and defaults", () => {
    expect(TELEPROMPTER_SPEED).toEqual({ min: 1, max: 50, default: 40 });
    expect(TELEPROMPTER_FONT_SIZE).toEqual({ min: 1, max: 40, default: 36 });
  });

  it("keeps speed within 1–50 and font size within 1–40, in whole steps", () => {
    expect([0, 1, 25.4, 50, 51, -3].map(clampSpeed)).toEqual([1, 1, 25, 50, 50, 1]);
    expect([0, 1, 36, 40, 41].map(clampFontSize)).toEqual([1, 1, 36, 40, 40]);
    expect(clampSpeed(Number.NaN)).toBe(40);
    expect(clampFontSize(Number.NaN)).toBe(36);
  });

  it("maps speed to px/s and font size to px", () => {
    expect([1, 40, 50].map(speedToPixelsPerSecond)).toEqual([2, 80, 100]);
    expect([1, 36, 40].map(fontSizeToPixels)).toEqual([14, 84, 92]);
    expect(speedToPixelsPerSecond(99)).toBe(100);
  });
});

describe("advanceOffset", () => {
  it("moves by speed × frame time", () => {
    expect(advanceOffset({ offset: 10, maxOffset: 500, pixelsPerSecond: 80, deltaMs: 50 })).toEqual({ offset: 14, ended: false });
  });

  it("counts a long frame as MAX_FRAME_DELTA_MS and ignores negative ones", () => {
    expect(advanceOffset({ offset: 0, maxOffset: 500, pixelsPerSecond: 100, deltaMs: 5_000 }).offset).toBe(MAX_FRAME_DELTA_MS / 10);
    expect(advanceOffset({ offset: 7, maxOffset: 500, pixelsPerSecond: 100, deltaMs: -20 }).offset).toBe(7);
  });

  it("stops at the end, and at once when the text fits on the screen", () => {
    expect(advanceOffset({ offset: 495, maxOffset: 500, pixelsPerSecond: 100, deltaMs: 100 })).toEqual({ offset: 500, ended: true });
    expect(advanceOffset({ offset: 0, maxOffset: 0, pixelsPerSecond: 100, deltaMs: 0 })).toEqual({ offset: 0, ended: true });
  });
});
