import { describe, expect, it } from "vitest";
import { adverbPosition } from "./adverb-position";
import { causativeVerbs } from "./causative-verbs";
import { gerundAfterVerb } from "./gerund-after-verb";
import { gerundSubject } from "./gerund-subject";
import { inversion } from "./inversion";
import { missingBe } from "./missing-be";
import { pastTimeTense } from "./past-time-tense";
import type { WordloomRule } from "./rule";
import { flagsOf, wordsFlagged } from "./test-utils";
import { verbAfterPreposition } from "./verb-after-preposition";
import { verbForm } from "./verb-form";

const expectClean = (rule: WordloomRule, sentences: readonly string[]) => {
  for (const sentence of sentences) {
    expect(wordsFlagged(rule, sentence), sentence).toEqual([]);
  }
};

describe("-ing form after “enjoy”, “avoid”, “look forward to”…", () => {
  it("flags “to” + verb", () => {
    expect(flagsOf(gerundAfterVerb, "She enjoys to swim in the lake.")).toEqual([{ word: "to swim", replacements: ["swimming"] }]);
    expect(flagsOf(gerundAfterVerb, "You should avoid to eat late.")).toEqual([{ word: "to eat", replacements: ["eating"] }]);
    expect(flagsOf(gerundAfterVerb, "He suggested to go home.")).toEqual([{ word: "to go", replacements: ["going"] }]);
    expect(flagsOf(gerundAfterVerb, "I look forward to hear from you.")).toEqual([{ word: "hear", replacements: ["hearing"] }]);
    expect(flagsOf(gerundAfterVerb, "I am used to get up early.")).toEqual([{ word: "get", replacements: ["getting"] }]);
  });
  it("leaves correct patterns alone", () => {
    expectClean(gerundAfterVerb, [
      "She enjoys swimming in the lake.",
      "I used to get up early.",
      "He suggested to me that we leave.",
      "She quit to join another company.",
      "The launch was postponed to allow more testing.",
      "He is considered to be the best.",
      "I look forward to the weekend.",
      "They admitted to the crime.",
    ]);
  });
});

describe("objects of “make”, “let”, “allow”, “see”", () => {
  it("flags the verb form", () => {
    expect(flagsOf(causativeVerbs, "It makes me feels happy.")).toEqual([{ word: "feels", replacements: ["feel"] }]);
    expect(flagsOf(causativeVerbs, "They only want to let the product looks better.")).toEqual([{ word: "looks", replacements: ["look"] }]);
    expect(flagsOf(causativeVerbs, "The teacher made him to cry.")).toEqual([{ word: "to cry", replacements: ["cry"] }]);
    expect(flagsOf(causativeVerbs, "I heard him says that.")).toEqual([{ word: "says", replacements: ["say"] }]);
    expect(flagsOf(causativeVerbs, "It allows to have fun with them.")).toEqual([
      { word: "allows to have", replacements: ["allows you to have", "allows having"] },
    ]);
  });
  it("leaves correct patterns alone", () => {
    expectClean(causativeVerbs, [
      "It makes me feel happy.",
      "The news made them worried.",
      "She made it to the top.",
      "I see it works.",
      "He was allowed to leave.",
      "It allows you to have fun.",
      "It helps them to learn.",
      "They made her works famous.",
    ]);
  });
});

describe("-ing after a preposition, -ing subjects", () => {
  it("flags a bare verb with an object after a preposition", () => {
    expect(flagsOf(verbAfterPreposition, "Think twice before take a decision.")).toEqual([{ word: "take", replacements: ["taking"] }]);
    expect(flagsOf(verbAfterPreposition, "She is good at make the others laugh.")).toEqual([{ word: "make", replacements: ["making"] }]);
    expect(flagsOf(verbAfterPreposition, "Instead of give them money, we helped.")).toEqual([{ word: "give", replacements: ["giving"] }]);
  });
  it("leaves nouns after prepositions alone", () => {
    expectClean(verbAfterPreposition, [
      "After work the team went out.",
      "Before use, charge the device.",
      "He asked for help the next day.",
      "Thanks for taking the time.",
    ]);
  });
  it("flags a bare verb used as a subject", () => {
    expect(flagsOf(gerundSubject, "Moreover, take risks teaches you a lot.")).toEqual([{ word: "take", replacements: ["taking"] }]);
    expect(flagsOf(gerundSubject, "Make friends is not easy.")).toEqual([{ word: "Make", replacements: ["Making"] }]);
    expectClean(gerundSubject, [
      "Take risks, it teaches you.",
      "Read My Lips is an original.",
      "Making friends is not easy.",
      "Learn the rules first.",
    ]);
  });
});

describe("past time, missing “be”, inversion, adverb position", () => {
  it("flags the present tense in a clause about a finished time", () => {
    expect(flagsOf(pastTimeTense, "When I was a student, I spend all my time studying.")).toEqual([
      { word: "spend", replacements: ["spent"] },
    ]);
    expect(flagsOf(pastTimeTense, "Last year, we go to Spain.")).toEqual([{ word: "go", replacements: ["went"] }]);
    expect(flagsOf(pastTimeTense, "Yesterday, she buys a car.")).toEqual([{ word: "buys", replacements: ["bought"] }]);
    expectClean(pastTimeTense, [
      "When I was young, I remember the summers well.",
      "When all is said and done, she loves them.",
      "When I am tired, I sleep.",
      "Two years ago, I started a company.",
      "When I was a child, I think I was happy.",
    ]);
  });

  it("adds the missing “be”", () => {
    expect(flagsOf(missingBe, "Secondly, it very familiar with students.")).toEqual([{ word: "it very", replacements: ["it is very"] }]);
    expect(flagsOf(missingBe, "They so happy about it.")).toEqual([{ word: "They so", replacements: ["They are so"] }]);
    expect(flagsOf(missingBe, "When I was busy, the Internet very useful.")).toEqual([
      { word: "Internet very", replacements: ["Internet is very"] },
    ]);
    expect(flagsOf(missingBe, 'It called "ballast water".')).toEqual([{ word: "It called", replacements: ["It is called"] }]);
    expect(flagsOf(missingBe, "Many people killed by cars.")).toEqual([{ word: "killed", replacements: ["are killed", "were killed"] }]);
    expectClean(missingBe, ["Many people killed by cars are children.", "Three students were praised by the teacher."]);
    expectClean(missingBe, [
      "I really like it.",
      "We very much hope so.",
      "I found the film very boring.",
      "They really live there.",
      "It is very familiar.",
    ]);
  });

  it("inverts the auxiliary after a restrictive opener", () => {
    expect(flagsOf(inversion, "Only by working hard you can succeed.")).toEqual([{ word: "you can", replacements: ["can you"] }]);
    expect(flagsOf(inversion, "Not only he is smart, but he is kind.")).toEqual([{ word: "he is", replacements: ["is he"] }]);
    expectClean(inversion, [
      "Only by working hard can you succeed.",
      "Not only is he smart, but he is kind.",
      "Only you can decide.",
      "Not only this, but more.",
    ]);
  });

  it("puts the frequency adverb before the verb", () => {
    expect(flagsOf(adverbPosition, "They would like to buy always another one.")).toEqual([
      { word: "buy always", replacements: ["always buy"] },
    ]);
    expectClean(adverbPosition, [
      "They always buy another one.",
      "He is always the first.",
      "We have always been friends.",
      "When we travel sometimes the trains are late.",
    ]);
  });
});

describe("verb form: stative verbs, adjectives and -ed words after modals, participles", () => {
  it("flags them", () => {
    expect(flagsOf(verbForm, "I am agree with you.")).toEqual([{ word: "am agree", replacements: ["agree"] }]);
    expect(flagsOf(verbForm, "It is depend on the weather.")).toEqual([{ word: "is depend", replacements: ["depends"] }]);
    expect(flagsOf(verbForm, "I am not understand it.")).toEqual([{ word: "am not understand", replacements: ["do not understand"] }]);
    expect(flagsOf(verbForm, "People can not ready to pay.")).toEqual([{ word: "ready", replacements: ["be ready"] }]);
    expect(flagsOf(verbForm, "Books will stimulated our imagination.")).toEqual([
      { word: "stimulated", replacements: ["stimulate", "be stimulated"] },
    ]);
    expect(flagsOf(verbForm, "We will interested in it.")).toEqual([{ word: "interested", replacements: ["be interested"] }]);
    expect(flagsOf(verbForm, "As we all known, it is hard.")).toEqual([{ word: "known", replacements: ["knew", "have known"] }]);
    expect(flagsOf(verbForm, "They are not stop at the corner.")).toEqual([{ word: "stop", replacements: ["stopping"] }]);
    expect(flagsOf(verbForm, "The number of cars would be decrease.")).toEqual([{ word: "be decrease", replacements: ["decrease"] }]);
    expect(flagsOf(verbForm, "It cannot be putted into words.")).toEqual([{ word: "putted", replacements: ["put"] }]);
  });
  it("leaves correct verb phrases alone", () => {
    expectClean(verbForm, [
      "I agree with you.",
      "Rules are put in the way.",
      "They are mean to each other.",
      "Has he ever been there?",
      "Had they known, they would have come.",
      "The human will to live is strong.",
      "He did everything he can to help.",
      "We will need more time.",
      "It will be ready soon.",
      "They are open on Sundays.",
    ]);
  });
});
