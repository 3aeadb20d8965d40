import { describe, expect, it } from "vitest";
import { contentStem, repetitionCounts, repetitivenessOf } from "./repetition";
import { wordsOf } from "./words";

const scoreOf = (text: string) => repetitivenessOf(repetitionCounts(wordsOf(text)));

describe("contentStem", () => {
  it("skips function words and words under three letters", () => {
    expect(contentStem("The")).toBeNull();
    expect(contentStem("because")).toBeNull();
    expect(contentStem("go")).toBeNull();
  });

  it("folds case, possessives and plural -s", () => {
    expect(contentStem("Projects")).toBe("project");
    expect(contentStem("project's")).toBe("project");
    expect(contentStem("business")).toBe("business");
    expect(contentStem("status")).toBe("status");
  });
});

describe("repetitiveness (100 − 200 × repeats / units, higher = less repetitive)", () => {
  it("is 100 when no content word comes back", () => {
    expect(scoreOf("Our small team shipped the first version in March.")).toBe(100);
  });

  it("counts a content word that returns within the window", () => {
    // Content stems: project failed project lacked funding → 5 words + 4 pairs; "project" repeats once.
    expect(repetitionCounts(wordsOf("The project failed because the project lacked funding."))).toEqual({ units: 9, repeats: 1 });
    expect(scoreOf("The project failed because the project lacked funding.")).toBeCloseTo(100 - 200 / 9, 10);
  });

  it("weighs repeated phrases on top of their words and clamps at 0", () => {
    // sale grew sale grew sale grew fast: 4 repeated words, 3 repeated pairs of 6 → 7 / 13.
    expect(repetitionCounts(wordsOf("Sales grew. Sales grew again. Sales grew fast."))).toEqual({ units: 13, repeats: 7 });
    expect(scoreOf("Sales grew. Sales grew again. Sales grew fast.")).toBe(0);
  });

  it("forgets words more than 25 content words back", () => {
    const filler = Array.from({ length: 25 }, (_, index) => `word${String.fromCharCode(97 + index)}`).join(" ");
    expect(repetitionCounts(wordsOf(`budget ${filler} budget`)).repeats).toBe(0);
    const shorter = filler.split(" ").slice(1).join(" ");
    expect(repetitionCounts(wordsOf(`budget ${shorter} budget`)).repeats).toBe(1);
  });

  it("is null without content words", () => {
    expect(scoreOf("It is what it is.")).toBeNull();
  });
});
