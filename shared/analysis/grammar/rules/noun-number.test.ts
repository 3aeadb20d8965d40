import { describe, expect, it } from "vitest";
import { nounNumber } from "./noun-number";
import { flagsOf, wordsFlagged } from "./test-utils";

const flags = (sentence: string) => wordsFlagged(nounNumber, sentence);

describe("noun number after determiners and quantifiers", () => {
  it("asks for a plural after plural quantifiers", () => {
    expect(flagsOf(nounNumber, "There are several reason for this.")).toEqual([{ word: "reason", replacements: ["reasons"] }]);
    expect(flagsOf(nounNumber, "It is one of the best city in Europe.")).toEqual([{ word: "city", replacements: ["cities"] }]);
    expect(flags("There are a lot of scientist who specialise in one subject.")).toEqual(["scientist"]);
    expect(flags("It is hard to understand certain thing in life.")).toEqual(["thing"]);
    expect(flags("The number of car will decrease.")).toEqual(["car"]);
    expect(flags("I have two brother.")).toEqual(["brother"]);
  });

  it("asks for a singular after singular determiners, and no article before uncountable nouns", () => {
    expect(flagsOf(nounNumber, "They can make a products and sell it cheaply.")).toEqual([{ word: "products", replacements: ["product"] }]);
    expect(flags("Every students must bring a pen.")).toEqual(["students"]);
    expect(flagsOf(nounNumber, "This problems are not easy to solve.")).toEqual([{ word: "This", replacements: ["These"] }]);
    expect(flagsOf(nounNumber, "She gave me an advice about my career.")).toEqual([
      { word: "an advice", replacements: ["advice", "some advice"] },
    ]);
  });

  it("corrects collective nouns after quantifiers, “most of”, plural-only nouns and phrases ending a sentence", () => {
    expect(flagsOf(nounNumber, "It helps many company that make new products.")).toEqual([
      { word: "company", replacements: ["companies"] },
    ]);
    expect(flagsOf(nounNumber, "Also, most of people prefer sports.")).toEqual([
      { word: "most of people", replacements: ["most people", "most of the people"] },
    ]);
    expect(flagsOf(nounNumber, "They are buying a new fashionable clothes.")).toEqual([
      { word: "a new fashionable clothes", replacements: ["new fashionable clothes"] },
    ]);
    expect(flagsOf(nounNumber, "She bought a jeans.")).toEqual([{ word: "a jeans", replacements: ["jeans", "a pair of jeans"] }]);
    expect(flags("There are two kind of studies.")).toEqual(["kind"]);
    expect(flags("Looking after many new employee every year is hard.")).toEqual(["employee"]);
    expect(flagsOf(nounNumber, "They reduce the population with this fishing limits.")).toEqual([
      { word: "this", replacements: ["these"] },
    ]);
  });

  it("leaves correct phrases alone", () => {
    for (const sentence of [
      "There are several reasons for this.",
      "Many car owners prefer electric models.",
      "We meet every two weeks.",
      "We meet every few days.",
      "These kind of things happen.",
      "A few friends came over.",
      "This person guides you through the museum.",
      "That gives us a lot of opportunity to think.",
      "I bought a sports car.",
      "He has a good knowledge of French.",
      "Both mother and child are fine.",
      "It was a certain kind of magic.",
      "They took a three day trip.",
      "Each of the students has a locker.",
      "However, this results in the code being on one line.",
      "Do not traverse this node’s children.",
      "Importing it meant importing all of the library.",
      "Two percent of the staff left.",
      "Many staff work from home.",
      "I like to see a young woman's clothes.",
      "How many different painting/sculptures are there?",
      "There is plenty of room for editing.",
      "Most of the people prefer sports.",
    ]) {
      expect(flags(sentence), sentence).toEqual([]);
    }
  });
});
