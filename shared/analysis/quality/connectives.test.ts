import { describe, expect, it } from "vitest";
import { connectivesScoreOf, isConnected } from "./connectives";

describe("isConnected", () => {
  it("finds connectives that open a sentence", () => {
    expect(isConnected("However, the plan failed.")).toBe(true);
    expect(isConnected("But we tried again.")).toBe(true);
    expect(isConnected("“Then we left,” she said.")).toBe(true);
    expect(isConnected("In addition, costs rose.")).toBe(true);
  });

  it("finds connectives inside a sentence", () => {
    expect(isConnected("The plan, however, failed.")).toBe(true);
    expect(isConnected("We stayed home because it rained.")).toBe(true);
    expect(isConnected("Prices fell, as a result of new supply.")).toBe(true);
    expect(isConnected("We tried, but it failed.")).toBe(true);
  });

  it("ignores words that only contain a connective, and leading-only words mid-sentence", () => {
    expect(isConnected("The butter melted.")).toBe(false);
    expect(isConnected("Andrew left early.")).toBe(false);
    expect(isConnected("I bought apples and pears.")).toBe(false);
    expect(isConnected("We then left.")).toBe(false);
  });
});

describe("connectivesScoreOf", () => {
  const score = (connected: number, sentences: number) => connectivesScoreOf({ sentences, connected });

  it("is 100 from a 30% share up to 80%", () => {
    expect(score(3, 10)).toBe(100);
    expect(score(8, 10)).toBe(100);
  });

  it("loses up to 12 points below a 30% share", () => {
    expect(score(0, 10)).toBe(88);
    expect(score(7, 40)).toBeCloseTo(95, 10);
    expect(score(1, 8)).toBeCloseTo(93, 10);
    expect(score(3, 40)).toBeCloseTo(91, 10);
    expect(score(1, 20)).toBeCloseTo(90, 10);
  });

  it("loses up to 6 points above an 80% share", () => {
    expect(score(9, 10)).toBeCloseTo(97, 10);
    expect(score(10, 10)).toBe(94);
  });

  it("is null without sentences", () => {
    expect(score(0, 0)).toBeNull();
  });
});
