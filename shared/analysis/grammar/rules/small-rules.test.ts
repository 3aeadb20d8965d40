import { describe, expect, it } from "vitest";
import { capitalAfterComma } from "./capital-after-comma";
import { endPunctuation } from "./end-punctuation";
import { introductoryComma } from "./introductory-comma";
import { itsIts } from "./its-its";
import { lessFewer } from "./less-fewer";
import { loseLoose } from "./lose-loose";
import { missingArticle } from "./missing-article";
import type { WordloomRule } from "./rule";
import { flagsOf, wordsFlagged } from "./test-utils";
import { thanThen } from "./than-then";
import { tokenize } from "./tokens";
import { yourYoure } from "./your-youre";

const expectClean = (rule: WordloomRule, sentences: readonly string[]) => {
  for (const sentence of sentences) {
    expect(wordsFlagged(rule, sentence), sentence).toEqual([]);
  }
};

describe("its / it's", () => {
  it("flags the wrong form", () => {
    expect(flagsOf(itsIts, "The company changed it's name in 2020.")).toEqual([{ word: "it's", replacements: ["its"] }]);
    expect(flagsOf(itsIts, "Every country has it's own traditions.")).toEqual([{ word: "it's", replacements: ["its"] }]);
    expect(flagsOf(itsIts, "I think its a good idea.")).toEqual([{ word: "its", replacements: ["it's"] }]);
    expect(flagsOf(itsIts, "Its been a long week.")).toEqual([{ word: "Its", replacements: ["It's"] }]);
    expect(wordsFlagged(itsIts, "It’s own rules are strict.")).toEqual(["It’s"]);
    expect(flagsOf(itsIts, "Its rightly said, life is short.")).toEqual([{ word: "Its", replacements: ["It's"] }]);
    expect(wordsFlagged(itsIts, "The town and its newly renovated library are busy.")).toEqual([]);
  });
  it("leaves correct uses alone", () => {
    expectClean(itsIts, [
      "The company changed its name last year.",
      "It's time to go home.",
      "It's home to many rare birds.",
      "It's part of the plan.",
      "The dog wagged its tail.",
      "The lake is famous for its still water.",
      "It's a good idea.",
      "Its very existence is in doubt.",
    ]);
  });
});

describe("your / you're", () => {
  it("flags the wrong form", () => {
    expect(flagsOf(yourYoure, "I think your going to love this book.")).toEqual([{ word: "your", replacements: ["you're"] }]);
    expect(flagsOf(yourYoure, "Your not allowed to park here.")).toEqual([{ word: "Your", replacements: ["You're"] }]);
    expect(wordsFlagged(yourYoure, "Thanks for the help! - Your welcome.")).toEqual(["Your"]);
    expect(flagsOf(yourYoure, "Is you're car parked outside?")).toEqual([{ word: "you're", replacements: ["your"] }]);
    expect(flagsOf(yourYoure, "You're car is parked outside.")).toEqual([{ word: "You're", replacements: ["Your"] }]);
    expect(flagsOf(yourYoure, "Make you're own decisions.")).toEqual([{ word: "you're", replacements: ["your"] }]);
    expect(flagsOf(yourYoure, "It is even worse when your in a group.")).toEqual([{ word: "your", replacements: ["you're"] }]);
  });
  it("leaves correct uses alone", () => {
    expectClean(yourYoure, [
      "Your car is parked outside.",
      "You're going to love this book.",
      "Your welcome message was lovely.",
      "I was surprised by your being late.",
      "Your so-called friends left early.",
      "You're family, so stay as long as you like.",
      "Your right to vote matters.",
      "The station is on your right.",
      "Turn to your left, then to your right.",
    ]);
  });
});

describe("lose / loose", () => {
  it("flags the wrong form", () => {
    expect(flagsOf(loseLoose, "I don't want to loose my keys again.")).toEqual([{ word: "loose", replacements: ["lose"] }]);
    expect(flagsOf(loseLoose, "If you loose weight, you will feel better.")).toEqual([{ word: "loose", replacements: ["lose"] }]);
    expect(flagsOf(loseLoose, "You will loose the game if you stop now.")).toEqual([{ word: "loose", replacements: ["lose"] }]);
    expect(flagsOf(loseLoose, "The screws on the shelf are lose.")).toEqual([{ word: "lose", replacements: ["loose"] }]);
    expect(flagsOf(loseLoose, "She prefers lose clothes in summer.")).toEqual([{ word: "lose", replacements: ["loose"] }]);
  });
  it("leaves correct uses alone", () => {
    expectClean(loseLoose, [
      "I don't want to lose my keys again.",
      "The dog broke loose and ran away.",
      "They let the horses loose in the field.",
      "She wears loose clothes in summer.",
      "We might lose the game.",
      "There are a few loose ends to tie up.",
      "Consider it a strict alternative to loose matching.",
      "Your clients might as well lose connection without knowing it.",
      "Children lose teeth as they grow.",
    ]);
  });
});

describe("less / fewer", () => {
  it("flags the wrong word", () => {
    expect(flagsOf(lessFewer, "Less people came to the meeting than last year.")).toEqual([{ word: "Less", replacements: ["Fewer"] }]);
    expect(flagsOf(lessFewer, "This year we made less mistakes.")).toEqual([{ word: "less", replacements: ["fewer"] }]);
    expect(flagsOf(lessFewer, "We have fewer money than we thought.")).toEqual([{ word: "fewer", replacements: ["less"] }]);
  });
  it("leaves correct uses alone", () => {
    expectClean(lessFewer, [
      "Fewer people came to the meeting than last year.",
      "We have less money than we thought.",
      "It took less than ten minutes.",
      "The film was less interesting than the book.",
      "I can't afford one car, much less two cars.",
      "There are no less than five exits.",
      "It's more or less finished.",
      "Less sugar is better for you.",
      "It results in lighter, faster, and less complicated libraries.",
    ]);
  });
});

describe("missing article", () => {
  it("flags a bare singular countable noun", () => {
    expect(flagsOf(missingArticle, "Even though she does not have job, she is happy.")).toEqual([
      { word: "job", replacements: ["a job", "the job"] },
    ]);
    expect(flagsOf(missingArticle, "This is important thing.")).toEqual([
      { word: "important thing", replacements: ["an important thing", "the important thing"] },
    ]);
    expect(flagsOf(missingArticle, "New plant could not grow after the fires.")).toEqual([
      { word: "New plant", replacements: ["The new plant", "New plants"] },
    ]);
  });
  it("leaves correct uses alone", () => {
    expectClean(missingArticle, [
      "She became president of the club.",
      "We had dinner at eight.",
      "It is part of the plan.",
      "He has a job.",
      "She is patient with children.",
      "Apple is a large company.",
      "Communication is key.",
      "We have reason to believe him.",
      "It is second to none.",
      "They have time to spare.",
      "Even if that object is capable of being transferred, it is copied.",
      "For example, such application will likely not have a flag.",
      "We assume that color is not supported.",
      "If an array is passed, each found comment is pushed to it.",
    ]);
  });
});

describe("capital after a comma, end punctuation, than/then", () => {
  it("flags a capitalised function word after a comma", () => {
    expect(flagsOf(capitalAfterComma, "Likewise, The theory is not the right way.")).toEqual([{ word: "The", replacements: ["the"] }]);
    expectClean(capitalAfterComma, [
      "Likewise, the theory is not the right way.",
      'He said, "The door is open."',
      "In Paris, I met John.",
      "Dear Anna, Thank you for the flowers.",
      "Open the Posts group (Trending, Saved, My Public Posts).",
    ]);
  });
  it("flags a paragraph that ends without punctuation", () => {
    expect(flagsOf(endPunctuation, "We must trust ourselves")).toEqual([{ word: "ourselves", replacements: ["ourselves."] }]);
    expectClean(endPunctuation, [
      "We must trust ourselves.",
      "Is it true?",
      "Introduction",
      "Table of contents",
      "Notes on the history of the town",
    ]);
    expect(wordsFlagged(endPunctuation, "Why we must trust ourselves", "heading")).toEqual([]);
    expect(wordsFlagged(endPunctuation, "Apples and pears from the market", "table-cell")).toEqual([]);
  });
  it("flags “than” opening a clause", () => {
    expect(flagsOf(thanThen, "If you master the subject, than you can easily get a job.")).toEqual([
      { word: "than", replacements: ["then"] },
    ]);
    expectClean(thanThen, [
      "She is taller than her brother.",
      "If you master it, then you can get a job.",
      "I would rather walk than drive.",
      "Fast clients will finish earlier, than the others.",
    ]);
  });
});

describe("comma after an opening transition (style)", () => {
  it("suggests the comma after a transition that opens a sentence", () => {
    expect(flagsOf(introductoryComma, "Therefore the government should raise the tax.")).toEqual([
      { word: "Therefore", replacements: ["Therefore,"] },
    ]);
    expect(flagsOf(introductoryComma, "On the other hand each field needs experts.")).toEqual([
      { word: "On the other hand", replacements: ["On the other hand,"] },
    ]);
    expect(flagsOf(introductoryComma, '"For example we can see it."')).toEqual([{ word: "For example", replacements: ["For example,"] }]);
  });
  it("leaves transitions with their comma, longer phrases and short sentences alone", () => {
    expectClean(introductoryComma, [
      "Therefore, the government should raise the tax.",
      "However much we try, it fails.",
      "In addition to the costs, we lost time.",
      "As a result of the storm, the road closed.",
      "Thus far nobody has complained.",
      "Now we have all the information.",
      "Of course!",
      "He said that therefore the plan failed.",
    ]);
  });
  it("is a style suggestion", () => {
    expect(
      introductoryComma.check({
        text: "Moreover the plan works well.",
        tokens: tokenize("Moreover the plan works well."),
        isLastSentence: true,
      })[0]?.kind,
    ).toBe("style");
  });
});
