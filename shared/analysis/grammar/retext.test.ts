import { describe, expect, it } from "vitest";
import { lintWithRetext } from "./retext";

const flags = (text: string, lenses?: Parameters<typeof lintWithRetext>[1]) =>
  lintWithRetext(text, lenses).map((finding) => ({
    word: text.slice(finding.start, finding.end),
    rule: finding.ruleId,
    replacements: finding.replacements,
  }));

describe("retext lenses", () => {
  it("flags a/an and repeated words", () => {
    expect(flags("She ate a apple and and an banana.")).toEqual(
      expect.arrayContaining([
        { word: "a", rule: "retext:indefinite-article", replacements: ["an"] },
        { word: "and and", rule: "retext:repeated-words", replacements: ["and"] },
        { word: "an", rule: "retext:indefinite-article", replacements: ["a"] },
      ]),
    );
  });

  it("suggests simpler wording only where the replacement fits, keeping the capital", () => {
    expect(flags("In order to win, we must utilize every player.")).toEqual([
      { word: "In order to", rule: "retext:simplify:in-order-to", replacements: ["To"] },
      { word: "utilize", rule: "retext:simplify:utilize", replacements: ["use"] },
    ]);
    // retext-simplify would also flag "it is", "there are", "very", "however"…
    expect(flags("However, it is very clear that there are other options.")).toEqual([]);
  });

  it("reports passive voice only when asked", () => {
    expect(flags("The window was broken by the storm.")).toEqual([]);
    expect(flags("The window was broken by the storm.", ["passive"])).toEqual([
      { word: "broken", rule: "retext:passive", replacements: [] },
    ]);
  });

  it("gives UTF-16 offsets", () => {
    const text = "😀 Then I saw a owl.";
    expect(flags(text).map((flag) => flag.word)).toEqual(["a"]);
  });
});
