import { describe, expect, it } from "vitest";
import { aggregateFacts, blockFacts, factsLabel, scoreFacts } from "./facts";

describe("factsLabel (spec 2 §4)", () => {
  it("says More Emotions, More Facts or Balanced", () => {
    expect(factsLabel(51, 49)).toBe("More Emotions");
    expect(factsLabel(49, 51)).toBe("More Facts");
    expect(factsLabel(50, 50)).toBe("Balanced");
    expect(factsLabel(0, 0)).toBe("Balanced");
  });
});

describe("blockFacts", () => {
  it("counts signals per sentence", () => {
    const result = blockFacts({
      id: "b",
      text: "According to the Office for National Statistics, unemployment fell to 4.2% in March 2024. I absolutely love this news!",
    });
    expect(result.sentences.map(({ factual, emotional }) => ({ factual, emotional }))).toEqual([
      { factual: 4, emotional: 0 },
      { factual: 0, emotional: 2 },
    ]);
    expect(result).toMatchObject({ factual: 4, emotional: 2 });
  });
});

describe("document facts versus emotions", () => {
  it("shares the signals out in whole per cent", () => {
    const result = scoreFacts([
      { id: "a", text: "According to the Office for National Statistics, unemployment fell to 4.2% in March 2024." },
      { id: "b", text: "I absolutely love this news!" },
    ]);
    // 2 emotional of 6 signals: 33% emotional, 67% factual.
    expect(result.document).toEqual({ emotional: 33, factual: 67, label: "More Facts", emotionalSignals: 2, factualSignals: 4 });
  });

  it("is Balanced when the rounded shares are equal", () => {
    const block = (factual: number, emotional: number) => ({ blockId: "x", sentences: [], factual, emotional });
    expect(aggregateFacts([block(1, 1)])).toMatchObject({ emotional: 50, factual: 50, label: "Balanced" });
    // 101 / 201 = 50.2% → 50 / 50
    expect(aggregateFacts([block(100, 101)])).toMatchObject({ emotional: 50, factual: 50, label: "Balanced" });
    // 99 / 200 = 49.5% → 50 / 50; 101 / 200 = 50.5% → 51 / 49
    expect(aggregateFacts([block(101, 99)])).toMatchObject({ emotional: 50, factual: 50, label: "Balanced" });
    expect(aggregateFacts([block(99, 101)])).toMatchObject({ emotional: 51, factual: 49, label: "More Emotions" });
    // 203 / 401 = 50.6% → 51 / 49
    expect(aggregateFacts([block(198, 203)])).toMatchObject({ emotional: 51, factual: 49, label: "More Emotions" });
  });

  it("is Balanced at 0 / 0 without any signal", () => {
    expect(scoreFacts([{ id: "e", text: "The meeting starts at noon." }]).document).toEqual({
      emotional: 0,
      factual: 0,
      label: "Balanced",
      emotionalSignals: 0,
      factualSignals: 0,
    });
  });
});
