import { describe, expect, it } from "vitest";
import { isHarperMisfire } from "./harper-misfires";

const misfire = (rule: string, text: string, problem: string): boolean => {
  const start = text.indexOf(problem);
  return isHarperMisfire(rule, problem, text, start, start + problem.length);
};

describe("Harper misfires", () => {
  it("drops MergeWords joining an article to the next word", () => {
    expect(misfire("MergeWords", "He saw an ENT surgeon.", "an ENT")).toBe(true);
    expect(misfire("MergeWords", "I agree whole heartedly.", "whole heartedly")).toBe(false);
  });
  it("drops MassNouns on a countable sense with a to/of complement", () => {
    expect(misfire("MassNouns", "Children form a hesitancy to interact.", "a hesitancy")).toBe(true);
    expect(misfire("MassNouns", "She has a knowledge of French.", "a knowledge")).toBe(true);
    expect(misfire("MassNouns", "Students need a knowledge.", "a knowledge")).toBe(false);
    expect(misfire("MassNouns", "Every knowledge is connected.", "Every knowledge")).toBe(false);
  });
  it("drops SpellCheck on a combining form before a hyphen", () => {
    expect(misfire("SpellCheck", "To get an eco-certification, firms changed.", "eco")).toBe(true);
    expect(misfire("SpellCheck", "The eco certified wood.", "eco")).toBe(false);
    expect(misfire("SpellCheck", "A bokk-keeper.", "bokk")).toBe(false);
  });
  it("drops SpellCheck on the second word of a name", () => {
    expect(misfire("SpellCheck", "It features Diana Krall wearing a watch.", "Krall")).toBe(true);
    expect(misfire("SpellCheck", "But Mr. Bacchan rejected the offer.", "Bacchan")).toBe(true);
    expect(misfire("SpellCheck", "Diana Krall sings.", "Krall")).toBe(false);
    expect(misfire("SpellCheck", "We met the Goverments of both.", "Goverments")).toBe(false);
  });
  it("drops SpellCheck on the don'ts of 'dos and don'ts'", () => {
    expect(misfire("SpellCheck", "They know the dos and don'ts of the tour.", "don'ts")).toBe(true);
    expect(misfire("SpellCheck", "They know the do's and don’ts.", "don’ts")).toBe(true);
    expect(misfire("SpellCheck", "The don'ts are many.", "don'ts")).toBe(false);
  });
  it("keeps other rules", () => {
    expect(misfire("AnA", "a apple-pie", "a")).toBe(false);
  });
});
