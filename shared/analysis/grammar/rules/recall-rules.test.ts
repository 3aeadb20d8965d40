import { describe, expect, it } from "vitest";
import { confusedWords } from "./confused-words";
import { modalMissingVerb } from "./modal-missing-verb";
import { nonstandardForms } from "./nonstandard-forms";
import { repeatedEndMark } from "./repeated-end-mark";
import type { WordloomRule } from "./rule";
import { flagsOf, wordsFlagged } from "./test-utils";
import { thatWithoutSubject } from "./that-without-subject";
import { tripPreposition } from "./trip-preposition";

const expectClean = (rule: WordloomRule, sentences: readonly string[]) => {
  for (const sentence of sentences) {
    expect(wordsFlagged(rule, sentence), sentence).toEqual([]);
  }
};

describe("confused words in context", () => {
  it("flags the word a neighbour shows to be a slip", () => {
    expect(flagsOf(confusedWords, "The new plant adds to the noise population in the area.")).toEqual([
      { word: "population", replacements: ["pollution"] },
    ]);
    expect(flagsOf(confusedWords, "Young staff feel pier pressure to stay late.")).toEqual([{ word: "pier", replacements: ["peer"] }]);
    expect(flagsOf(confusedWords, "Heart decease is the main cost in the plan.")).toEqual([{ word: "decease", replacements: ["disease"] }]);
    expect(flagsOf(confusedWords, "She sad that the invoice was paid.")).toEqual([{ word: "sad", replacements: ["said"] }]);
    expect(flagsOf(confusedWords, 'They sad: "We will sign."')).toEqual([{ word: "sad", replacements: ["said"] }]);
    expect(flagsOf(confusedWords, "The lecture thinks that prices will fall.")).toEqual([{ word: "lecture", replacements: ["lecturer"] }]);
  });
  it("leaves the right words and other senses alone", () => {
    expectClean(confusedWords, [
      "The population of the city grew by a tenth.",
      "Air pollution and noise pollution are both falling.",
      "We walked to the end of the pier.",
      "The peer review took two weeks.",
      "He was sad that the deal fell through.",
      "I felt sad.",
      "The deceased left no will.",
      "The lecture argues that prices will fall.",
      "The lecturer thinks that prices will fall.",
      "I sat through the whole lecture.",
    ]);
  });
});

describe("modal with no verb", () => {
  it("flags a modal followed straight by a noun phrase", () => {
    expect(flagsOf(modalMissingVerb, "It can the most useful tool for the team.")).toEqual([
      { word: "can", replacements: ["can be", "can have"] },
    ]);
    expect(wordsFlagged(modalMissingVerb, "We should a meeting next week.")).toEqual(["should"]);
  });
  it("leaves modals with their verb, and the clause ending after the modal, alone", () => {
    expectClean(modalMissingVerb, [
      "It can be the most useful tool.",
      "We should have a meeting next week.",
      "Send it as soon as you can.",
      "Call me when you can, the sooner the better.",
      "The will of the people is clear.",
      "If you can, the day before is best.",
    ]);
  });
});

describe("repeated end marks", () => {
  it("flags a run of the same mark", () => {
    expect(flagsOf(repeatedEndMark, "We closed the deal!!!")).toEqual([{ word: "!!!", replacements: ["!"] }]);
    expect(flagsOf(repeatedEndMark, "Did you send it??")).toEqual([{ word: "??", replacements: ["?"] }]);
  });
  it("leaves single marks, ellipses and spaced marks alone", () => {
    expectClean(repeatedEndMark, ["We closed the deal!", "Did you send it?", "Wait...", "Really?!", "Yes! ! No."]);
  });
});

describe("go on a trip", () => {
  it("flags 'to' before a trip", () => {
    expect(flagsOf(tripPreposition, "My parents went to a group tour last summer.")).toEqual([{ word: "to", replacements: ["on"] }]);
    expect(wordsFlagged(tripPreposition, "We go to a business trip to Berlin.")).toEqual(["to"]);
    expect(wordsFlagged(tripPreposition, "She is going to the company trip.")).toEqual(["to"]);
  });
  it("leaves places and 'on' alone", () => {
    expectClean(tripPreposition, [
      "My parents went on a group tour last summer.",
      "We went to the tour office to ask.",
      "She went to the trip planner for help.",
      "They are going to a conference.",
      "He went to a trade fair.",
    ]);
  });
});

describe("nonstandard forms", () => {
  it("flags the nonstandard word", () => {
    expect(flagsOf(nonstandardForms, "They can not be found in books anyways.")).toEqual([{ word: "anyways", replacements: ["anyway"] }]);
    expect(flagsOf(nonstandardForms, "Irregardless of cost, we ship today.")).toEqual([{ word: "Irregardless", replacements: ["Regardless"] }]);
  });
  it("leaves the standard word alone", () => {
    expectClean(nonstandardForms, ["We shipped it anyway.", "Regardless of cost, we ship today.", "It is nowhere to be found."]);
  });
});

describe("that-clause without a subject", () => {
  it("flags a reporting verb + that + a verb with no subject", () => {
    expect(wordsFlagged(thatWithoutSubject, "Children are told that do not cross the road.")).toEqual(["that do"]);
    expect(flagsOf(thatWithoutSubject, "He believes that decide quickly is best.")).toEqual([
      { word: "that decide", replacements: ["that they decide", "that it decide"] },
    ]);
  });
  it("leaves subjects, determiners and relative clauses alone", () => {
    expectClean(thatWithoutSubject, [
      "Children are told that they must not cross the road.",
      "I think that plan works.",
      "I know that help is coming.",
      "These are the rules that do not change.",
      "She said that prices rise in spring.",
      "We think that this will work.",
    ]);
  });
});
