import { describe, expect, it } from "vitest";
import { aggregateToxicity, blockToxicity, scoreToxicity, toxicityLabel, toxicityOf } from "./toxicity";

describe("toxicityOf (noisy-OR of offensive words, insults and harsh tone)", () => {
  it("scores each signal alone", () => {
    expect(toxicityOf(0, 0, 0)).toBe(0);
    expect(toxicityOf(1, 0, 0)).toBeCloseTo(40, 10);
    expect(toxicityOf(2, 0, 0)).toBeCloseTo(64, 10);
    expect(toxicityOf(0, 1, 0)).toBeCloseTo(60, 10);
    expect(toxicityOf(0, 2, 0)).toBeCloseTo(84, 10);
  });

  it("counts tone only below a compound of −0.6, up to 35 at −1", () => {
    expect(toxicityOf(0, 0, -0.6)).toBe(0);
    expect(toxicityOf(0, 0, -0.8)).toBeCloseTo(17.5, 10);
    expect(toxicityOf(0, 0, -1)).toBeCloseTo(35, 10);
  });

  it("combines signals as independent chances", () => {
    // 1 − 0.6 × 0.4 = 0.76
    expect(toxicityOf(1, 1, 0)).toBeCloseTo(76, 10);
    // 1 − 0.6 × 0.4 × 0.65 = 0.844
    expect(toxicityOf(1, 1, -1)).toBeCloseTo(84.4, 10);
  });
});

describe("toxicityLabel", () => {
  it("labels at 25, 50 and 75", () => {
    expect(toxicityLabel(24.9)).toBe("Not toxic");
    expect(toxicityLabel(25)).toBe("Mildly toxic");
    expect(toxicityLabel(49.9)).toBe("Mildly toxic");
    expect(toxicityLabel(50)).toBe("Toxic");
    expect(toxicityLabel(74.9)).toBe("Toxic");
    expect(toxicityLabel(75)).toBe("Highly toxic");
  });
});

describe("blockToxicity", () => {
  it("combines an offensive word and an insult in one sentence", () => {
    const result = blockToxicity({ id: "b", text: "You are a fucking idiot. The meeting starts at noon." });
    expect(result.toxicity).toEqual([76, 0]);
    expect(result.sentences[0]).toMatchObject({
      label: "Highly toxic",
      offensiveWords: ["fucking"],
      insults: [{ start: 0, end: 23, text: "You are a fucking idiot" }],
      compound: -0.5563,
    });
  });

  it("rates a lone swear word mildly toxic and an insult toxic", () => {
    expect(blockToxicity({ id: "s", text: "This shit is great." }).sentences[0]).toMatchObject({ toxicity: 40, label: "Mildly toxic" });
    expect(blockToxicity({ id: "i", text: "Honestly, you are an idiot." }).sentences[0]).toMatchObject({ toxicity: 60, label: "Toxic" });
  });

  it("keeps harsh tone without a target or a swear word below toxic", () => {
    // VADER −0.9274 → 0.35 × 0.3274 / 0.4 = 28.6
    expect(blockToxicity({ id: "t", text: "I hate this horrible, disgusting, awful day." }).sentences[0]).toMatchObject({
      toxicity: 28.6,
      label: "Mildly toxic",
    });
  });

  it("places insults in the block text", () => {
    const block = { id: "p", text: "Fine. Shut up." };
    const [insult] = blockToxicity(block).sentences[1]?.insults ?? [];
    expect(insult && block.text.slice(insult.start, insult.end)).toBe("Shut up");
  });
});

describe("document toxicity", () => {
  const blocks = [
    { id: "a", text: "I love this wonderful team! The service was bad. This is a terrible, horrible mess and I hate it." },
    { id: "b", text: "You are a fucking idiot. The meeting starts at noon." },
  ];

  it("reports the mean, the peak and the peak's label", () => {
    // (0 + 0 + 27.6 + 76 + 0) / 5 = 20.72
    expect(scoreToxicity(blocks).document).toEqual({
      toxicity: 20.7,
      peak: 76,
      label: "Highly toxic",
      sentences: 5,
      counts: { "Not toxic": 3, "Mildly toxic": 1, Toxic: 0, "Highly toxic": 1 },
    });
  });

  it("recomputes the same document from cached block results", () => {
    expect(aggregateToxicity(blocks.map(blockToxicity))).toEqual(scoreToxicity(blocks).document);
  });
});
