import { describe, expect, it } from "vitest";
import { aLotOf } from "./a-lot-of";
import { articleAfterPreposition } from "./article-after-preposition";
import { missingArticle } from "./missing-article";
import type { WordloomRule } from "./rule";
import { flagsOf, wordsFlagged } from "./test-utils";
import { theSame } from "./the-same";

const expectClean = (rule: WordloomRule, sentences: readonly string[]) => {
  for (const sentence of sentences) {
    expect(wordsFlagged(rule, sentence), sentence).toEqual([]);
  }
};

describe("article after a preposition", () => {
  it("flags a bare concrete countable noun", () => {
    expect(flagsOf(articleAfterPreposition, "People started to use cheaper transportation instead of car.")).toEqual([
      { word: "car", replacements: ["a car", "the car", "cars"] },
    ]);
    expect(flagsOf(articleAfterPreposition, "They have more responsibilities than young person.")).toEqual([
      { word: "young person", replacements: ["a young person", "the young person", "young people"] },
    ]);
    expect(wordsFlagged(articleAfterPreposition, "I like to travel by myself or without tour.")).toEqual(["tour"]);
    expect(wordsFlagged(articleAfterPreposition, "We went shopping in weekend.")).toEqual(["weekend"]);
    expect(flagsOf(articleAfterPreposition, "I found the answer on internet.")).toEqual([
      { word: "internet", replacements: ["the internet"] },
    ]);
  });

  it("leaves fixed phrases, abstract nouns and pairs alone", () => {
    expectClean(articleAfterPreposition, [
      "We went to work by car.",
      "She stayed in bed all day.",
      "He was in hospital for a week.",
      "I will tell you in person.",
      "They walked from door to door.",
      "The agreement was signed between husband and wife.",
      "It is a work of genius.",
      "What kind of car do you drive?",
      "The film is a study of family.",
      "We took a walk in the park.",
      "She is interested in different species.",
      "They arrived on foot.",
      "This was written for guitar.",
    ]);
  });
});

describe("a lot of", () => {
  it("adds the missing article", () => {
    expect(flagsOf(aLotOf, "I spent lot of time on it.")).toEqual([{ word: "lot", replacements: ["a lot"] }]);
    expect(wordsFlagged(aLotOf, "There will be lot of members on the trip.")).toEqual(["lot"]);
    expect(flagsOf(aLotOf, "Lot of people came.")).toEqual([{ word: "Lot", replacements: ["A lot"] }]);
  });
  it("leaves other senses of “lot” alone", () => {
    expectClean(aLotOf, [
      "I spent a lot of time on it.",
      "The parking lot of the mall was full.",
      "This lot of books is for sale.",
      "We sold that lot of shares.",
      "A whole lot of people came.",
    ]);
  });
});

describe("the same", () => {
  it("adds “the”", () => {
    expect(flagsOf(theSame, "The results from both experiments are same.")).toEqual([{ word: "same", replacements: ["the same"] }]);
    expect(wordsFlagged(theSame, "We did it in same way.")).toEqual(["same"]);
    expect(wordsFlagged(theSame, "They are not same at all.")).toEqual(["same"]);
  });
  it("leaves determiners and compounds alone", () => {
    expectClean(theSame, [
      "The results are the same.",
      "This same idea came back.",
      "It was my same old car.",
      "Same here.",
      "They support same-sex marriage.",
      "It is much the same.",
    ]);
  });
});

describe("missing article: subjects, plural after “are”, ordinals", () => {
  it("flags a bare countable subject before a verb", () => {
    expect(wordsFlagged(missingArticle, "In the lecture, however, professor oppose the reading.")).toEqual(["professor"]);
    expect(wordsFlagged(missingArticle, "But when teacher ask me a question, I answer.")).toEqual(["teacher"]);
    expect(flagsOf(missingArticle, "Younger generation are more adaptable.")).toEqual([
      { word: "Younger generation", replacements: ["The younger generation", "Younger generations"] },
    ]);
    expect(flagsOf(missingArticle, "Last one is the hardest.")).toEqual([
      { word: "Last one", replacements: ["The last one", "Last ones"] },
    ]);
    expect(flagsOf(missingArticle, "He and I are good pal.")).toEqual([{ word: "good pal", replacements: ["good pals"] }]);
    expect(wordsFlagged(missingArticle, "Many people use airplane for long trips.")).toEqual(["airplane"]);
  });
  it("leaves correct sentences alone", () => {
    expectClean(missingArticle, [
      "The professor opposes the reading.",
      "Computer use is rising.",
      "We are good friends.",
      "They are students.",
      "Only one is needed.",
      "There is little question that it works.",
      "They bring Kissinger's record into question.",
      "Mr. Earnhart's quizzical, charming movie allows us to see them.",
      "All they do is limit you.",
      "We have good reason to believe him.",
    ]);
  });
});
