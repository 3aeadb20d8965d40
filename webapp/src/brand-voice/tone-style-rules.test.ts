import { describe, expect, it } from "vitest";
import type { ToneStyle } from "@wordloom/shared/api";
import { findToneStyle, toneStyleSaveProblem } from "./tone-style-rules";

const pair = (tone: string, style: string, id: string | null = null): ToneStyle => ({
  id,
  tone,
  style,
  value: `${tone} - ${style}`,
  builtIn: id === null,
});

describe("tone-style rules", () => {
  it("needs both the tone and the style", () => {
    expect(toneStyleSaveProblem("", "Simplified", 0)).toBe("Please fill style tone to save!");
    expect(toneStyleSaveProblem("Friendly", "  ", 0)).toBe("Please fill style tone to save!");
    expect(toneStyleSaveProblem("Friendly", "Concise", 0)).toBeNull();
  });

  it("allows at most 20 saved pairs, with the spec's message", () => {
    expect(toneStyleSaveProblem("Friendly", "Concise", 19)).toBeNull();
    expect(toneStyleSaveProblem("Friendly", "Concise", 20)).toBe("Maximum global tones limit(20) exeeded! Remove some to add new");
  });

  it("refuses the separator inside a part", () => {
    expect(toneStyleSaveProblem("Warm - kind", "Concise", 0)).toBe('Tone and style cannot contain " - ".');
  });

  it("finds a pair without regard to case", () => {
    const items = [pair("Professional", "Simplified"), pair("Friendly", "Concise", "a1")];
    expect(findToneStyle(items, "friendly", "CONCISE")?.id).toBe("a1");
    expect(findToneStyle(items, "Friendly", "Simplified")).toBeUndefined();
  });
});
