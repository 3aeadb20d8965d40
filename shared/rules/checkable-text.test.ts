import { describe, expect, it } from "vitest";
import { hasCheckableText } from "./checkable-text";

describe("hasCheckableText", () => {
  it("is true for a letter or a digit in any script", () => {
    expect(hasCheckableText("Ünïcode")).toBe(true);
    expect(hasCheckableText("  7 ")).toBe(true);
    expect(hasCheckableText("日本")).toBe(true);
  });

  it("is false for empty text, spaces, punctuation and symbols", () => {
    expect(hasCheckableText("")).toBe(false);
    expect(hasCheckableText(" — … !? ")).toBe(false);
    expect(hasCheckableText("*** ---")).toBe(false);
  });
});
