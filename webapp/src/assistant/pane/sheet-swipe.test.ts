import { describe, expect, it } from "vitest";
import { swipeCloses } from "./sheet-swipe";

describe("swipeCloses", () => {
  it("closes after a long drag down or a quick flick", () => {
    expect(swipeCloses(200, 600, 1000)).toBe(true);
    expect(swipeCloses(60, 600, 80)).toBe(true);
  });

  it("stays open after a short slow drag or a drag up", () => {
    expect(swipeCloses(60, 600, 1000)).toBe(false);
    expect(swipeCloses(-300, 600, 100)).toBe(false);
  });
});
