import { describe, expect, it } from "vitest";
import { acceptExcept } from "./accept-except";
import { eachOfAgreement } from "./each-of-agreement";
import { numeralPlural } from "./numeral-plural";
import { objectPronounSubject } from "./object-pronoun-subject";
import { pastTimeTense } from "./past-time-tense";
import type { WordloomRule } from "./rule";
import { flagsOf, wordsFlagged } from "./test-utils";
import { verbPreposition } from "./verb-preposition";
import { yourYoure } from "./your-youre";

const expectClean = (rule: WordloomRule, sentences: readonly string[]) => {
  for (const sentence of sentences) {
    expect(wordsFlagged(rule, sentence), sentence).toEqual([]);
  }
};

describe("your / you're, both directions", () => {
  it("flags the wrong form", () => {
    expect(flagsOf(yourYoure, "Your welcome to join us.")).toEqual([{ word: "Your", replacements: ["You're"] }]);
    expect(flagsOf(yourYoure, "I like you're idea.")).toEqual([{ word: "you're", replacements: ["your"] }]);
    expect(flagsOf(yourYoure, "Is this you're book?")).toEqual([{ word: "you're", replacements: ["your"] }]);
    expect(wordsFlagged(yourYoure, "We met at you're house.")).toEqual(["you're"]);
  });
  it("leaves correct uses alone", () => {
    expectClean(yourYoure, [
      "I like your idea.",
      "Is this your book?",
      "Your welcome to the team was warm.",
      "You're home early.",
      "You're kind to say so.",
      "You're right about that.",
      "If you're free, call me.",
      "I think you're the best person for the job.",
      "Thank you for your help.",
    ]);
  });
});

describe("each of / one of + plural verb", () => {
  it("flags the plural verb", () => {
    expect(flagsOf(eachOfAgreement, "Each of the students have a book.")).toEqual([{ word: "have", replacements: ["has"] }]);
    expect(flagsOf(eachOfAgreement, "One of my friends live here.")).toEqual([{ word: "live", replacements: ["lives"] }]);
    expect(flagsOf(eachOfAgreement, "Each of them are ready.")).toEqual([{ word: "are", replacements: ["is"] }]);
    expect(wordsFlagged(eachOfAgreement, "In my opinion, one of the main reasons are the cost.")).toEqual(["are"]);
  });
  it("leaves singular verbs and other structures alone", () => {
    expectClean(eachOfAgreement, [
      "Each of the students has a book.",
      "One of my friends lives here.",
      "Each of us has a role.",
      "I gave each of them a book.",
      "She is one of the students who have passed.",
      "One of the best things about it is the price.",
      "They each have a book.",
      "Two of my friends live here.",
      "Each of the students will have a book.",
    ]);
  });
});

describe("object pronouns as subjects", () => {
  it("flags them", () => {
    expect(flagsOf(objectPronounSubject, "Me and him went to the store.")).toEqual([
      { word: "Me", replacements: ["I"] },
      { word: "him", replacements: ["he"] },
    ]);
    expect(flagsOf(objectPronounSubject, "Him and I are friends.")).toEqual([{ word: "Him", replacements: ["He"] }]);
    expect(flagsOf(objectPronounSubject, "Her and her sister came early.")).toEqual([{ word: "Her", replacements: ["She"] }]);
    expect(flagsOf(objectPronounSubject, "My wife and me went home.")).toEqual([{ word: "me", replacements: ["I"] }]);
    expect(wordsFlagged(objectPronounSubject, "Last year, me and my brother visited Rome.")).toEqual(["me"]);
  });
  it("leaves objects and correct subjects alone", () => {
    expectClean(objectPronounSubject, [
      "He and I went to the store.",
      "My wife and I went home.",
      "Between you and me, it is fine.",
      "She called him and me yesterday.",
      "They gave John and me tickets.",
      "It was a gift for him and her.",
      "Her hair and eyes are dark.",
      "Let him and me go.",
      "Tell them and us what happened.",
    ]);
  });
});

describe("numeral + singular noun", () => {
  it("flags a missing plural after a number in digits", () => {
    expect(flagsOf(numeralPlural, "We waited 5 minute.")).toEqual([{ word: "minute", replacements: ["minutes"] }]);
    expect(flagsOf(numeralPlural, "I scored 2 goal in the match.")).toEqual([{ word: "goal", replacements: ["goals"] }]);
  });
  it("leaves plurals, one, compounds and labels alone", () => {
    expectClean(numeralPlural, [
      "We waited 5 minutes.",
      "I have 1 brother.",
      "It was a 5 minute walk.",
      "The 3 year old boy ran.",
      "I am 25 years old.",
      "Please see page 3 figure 2.",
      "We walked 5 km.",
      "Read chapter 4 section 2.",
      "It costs $5 each.",
      "In 2020 people stayed home.",
    ]);
  });
});

describe("wrong preposition after a verb or adjective", () => {
  it("flags it", () => {
    expect(flagsOf(verbPreposition, "It depends of the weather.")).toEqual([{ word: "of", replacements: ["on"] }]);
    expect(flagsOf(verbPreposition, "I am interested on music.")).toEqual([{ word: "on", replacements: ["in"] }]);
    expect(flagsOf(verbPreposition, "She is afraid from dogs.")).toEqual([{ word: "from", replacements: ["of"] }]);
    expect(flagsOf(verbPreposition, "Who is responsible of this?")).toEqual([{ word: "of", replacements: ["for"] }]);
    expect(flagsOf(verbPreposition, "We arrived to the airport late.")).toEqual([{ word: "to", replacements: ["at"] }]);
  });
  it("leaves correct prepositions alone", () => {
    expectClean(verbPreposition, [
      "It depends on the weather.",
      "I am interested in music.",
      "She is afraid of dogs.",
      "Who is responsible for this?",
      "He arrived to find the door locked.",
      "They are married with children.",
      "The team consists of five people.",
      "I am proud of you.",
      "It is similar to mine.",
    ]);
  });
});

describe("accept / except", () => {
  it("flags the wrong word", () => {
    expect(flagsOf(acceptExcept, "I can't except this offer.")).toEqual([{ word: "except", replacements: ["accept"] }]);
    expect(flagsOf(acceptExcept, "Please except my apology.")).toEqual([{ word: "except", replacements: ["accept"] }]);
    expect(flagsOf(acceptExcept, "Everyone accept John came.")).toEqual([{ word: "accept", replacements: ["except"] }]);
    expect(flagsOf(acceptExcept, "Accept for the rain, it was perfect.")).toEqual([{ word: "Accept", replacements: ["Except"] }]);
  });
  it("leaves correct uses alone", () => {
    expectClean(acceptExcept, [
      "Please accept my apology.",
      "I can't accept this offer.",
      "Everyone except John came.",
      "Everything except the roof was new.",
      "Will anyone accept the offer?",
      "Let everyone accept the terms first.",
      "We accept cards except on Sundays.",
      "Accept the changes before you close the file.",
    ]);
  });
});

describe("past-time adverb without a comma", () => {
  it("flags a present verb", () => {
    expect(flagsOf(pastTimeTense, "Yesterday I go to the park.")).toEqual([{ word: "go", replacements: ["went"] }]);
    expect(flagsOf(pastTimeTense, "Two days ago we buy a car.")).toEqual([{ word: "buy", replacements: ["bought"] }]);
    expect(flagsOf(pastTimeTense, "Last week she go to Paris.")).toEqual([{ word: "go", replacements: ["went"] }]);
  });
  it("leaves past verbs and present-perspective verbs alone", () => {
    expectClean(pastTimeTense, [
      "Yesterday I went to the park.",
      "Last week she went to Paris.",
      "Yesterday I think I saw him.",
      "Two days ago we bought a car.",
      "Yesterday was a long day.",
      "Last week's meeting was long.",
      "Yesterday I remember thinking about it.",
    ]);
  });
});
