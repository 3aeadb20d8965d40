import { describe, expect, it } from "vitest";
import { findOffensiveWords } from "./check";

const flagged = (text: string) => findOffensiveWords(text).map((word) => [word.text, word.severity]);

describe("offensive words: insults aimed at people (medium)", () => {
  it("flags names for stupid or contemptible people wherever they stand, plural too", () => {
    expect(flagged("You are an idiot.")).toEqual([["idiot", "medium"]]);
    expect(flagged("Who hired these morons?")).toEqual([["morons", "medium"]]);
    expect(flagged("Get lost, you scumbag.")).toEqual([["scumbag", "medium"]]);
  });

  it("flags words that insult only in an insulting frame", () => {
    expect(flagged("What a jerk he was.")).toEqual([["jerk", "medium"]]);
    expect(flagged("They're a bunch of losers.")).toEqual([["losers", "medium"]]);
    expect(flagged("You're stupid if you believe that.")).toEqual([["stupid", "medium"]]);
    expect(flagged("Those stupid people never listen.")).toEqual([["stupid", "medium"]]);
  });

  it("leaves the same words alone where they insult no one", () => {
    for (const text of [
      "The winner gets a trophy and the loser gets a medal.",
      "The jerk chicken is excellent.",
      "This stupid printer jammed again.",
      "That was a dumb mistake.",
      "He is ignorant of the new rules.",
      "Dostoevsky wrote The Idiot in 1869.",
      "A creep of the glacier was measured.",
      "April Fool's Day is on the first of April.",
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });
});

describe("offensive words: mild profanity (low)", () => {
  it("flags crap, damn and oaths with hell, with milder replacements", () => {
    expect(flagged("This printer is crap. Damn, I missed the bus. What the hell is this?")).toEqual([
      ["crap", "low"],
      ["Damn", "low"],
      ["hell", "low"],
    ]);
    expect(findOffensiveWords("Damn it.")[0]?.replacements).toEqual(["Darn"]);
    expect(flagged("Sod off and leave me alone.")).toEqual([["Sod off", "low"]]);
  });

  it("leaves dams, places and the hell of scripture alone", () => {
    for (const text of [
      "The dam holds back the floods.",
      "Hell's Kitchen is in Manhattan.",
      "Dante describes the circles of hell.",
      "The bloody battle lasted three days.",
      "Crappie is a fish.",
    ]) {
      expect(flagged(text), text).toEqual([]);
    }
  });

  it("keeps obscenities and slurs high", () => {
    expect(flagged("That bastard stole my bike.")).toEqual([["bastard", "high"]]);
  });
});
