import { describe, expect, it } from "vitest";
import { aAdjectiveAfterPreposition } from "./a-adjective-after-preposition";
import { barePossessive } from "./bare-possessive";
import { closedCompounds } from "./closed-compounds";
import { confusedWords } from "./confused-words";
import { determinerBeforeVerb } from "./determiner-before-verb";
import { doubleDeterminer } from "./double-determiner";
import { forSubjectInfinitive } from "./for-subject-infinitive";
import { idiomForms } from "./idiom-forms";
import { infinitiveCoordination } from "./infinitive-coordination";
import { leadingHyphen } from "./leading-hyphen";
import { kindOfDeterminer } from "./kind-of-determiner";
import { missingRelativePronoun } from "./missing-relative-pronoun";
import { modalMissingVerb } from "./modal-missing-verb";
import { noMatterHow } from "./no-matter-how";
import { nonstandardForms } from "./nonstandard-forms";
import { numberWordRange } from "./number-word-range";
import { otherSingular } from "./other-singular";
import { repeatedEndMark } from "./repeated-end-mark";
import type { WordloomRule } from "./rule";
import { spaceAfterColon } from "./space-after-colon";
import { flagsOf, wordsFlagged } from "./test-utils";
import { thatWithoutSubject } from "./that-without-subject";
import { tripPreposition } from "./trip-preposition";
import { upToNowTense } from "./up-to-now-tense";
import { verbAfterPreposition } from "./verb-after-preposition";

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
    expect(flagsOf(confusedWords, "It is a good time in or country.")).toEqual([{ word: "or", replacements: ["our"] }]);
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
      "We work in or near the city.",
      "Send it to or from the office.",
      "Is it for or against the plan?",
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
    expect(flagsOf(nonstandardForms, "Irregardless of cost, we ship today.")).toEqual([
      { word: "Irregardless", replacements: ["Regardless"] },
    ]);
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

describe("no matter how + adjective", () => {
  it("flags the adjective after the clause", () => {
    expect(flagsOf(noMatterHow, "We finish the job no matter how the job is difficult.")).toEqual([
      { word: "how the job is difficult", replacements: ["how difficult the job is"] },
    ]);
    expect(flagsOf(noMatterHow, "No matter how it is expensive, we need it.")).toEqual([
      { word: "how it is expensive", replacements: ["how expensive it is"] },
    ]);
  });
  it("leaves the right order and manner clauses alone", () => {
    expectClean(noMatterHow, [
      "We finish the job no matter how difficult it is.",
      "No matter how it is done, the result counts.",
      "No matter how the market moves, we hold.",
      "I asked how the job is going.",
    ]);
  });
});

describe("up to now + present perfect", () => {
  it("flags a present verb after a time up to now", () => {
    expect(flagsOf(upToNowTense, "Until now, I try to answer every email.")).toEqual([{ word: "try", replacements: ["have tried"] }]);
    expect(flagsOf(upToNowTense, "So far, she writes two reports.")).toEqual([{ word: "writes", replacements: ["has written"] }]);
    expect(wordsFlagged(upToNowTense, "After all, up to now we meet every target.")).toEqual(["meet"]);
  });
  it("leaves the perfect, the past and verbs of thinking alone", () => {
    expectClean(upToNowTense, [
      "Until now, I have tried to answer every email.",
      "So far, we have met every target.",
      "Until now, I think he was right.",
      "So far, so good.",
      "Until now, nobody knew.",
      "We work until now and then rest.",
    ]);
  });
});

describe("fixed expressions", () => {
  it("flags the changed expression", () => {
    expect(flagsOf(idiomForms, "She took upon herself to fix the report.")).toEqual([
      { word: "took upon", replacements: ["took it upon"] },
    ]);
    expect(flagsOf(idiomForms, "The buyer is not in guard.")).toEqual([{ word: "in", replacements: ["on"] }]);
    expect(flagsOf(idiomForms, "They are facing up with a hard problem.")).toEqual([{ word: "up with", replacements: ["up to"] }]);
    expect(flagsOf(idiomForms, "The new shop is as much as successful as the first.")).toEqual([
      { word: "as much as successful", replacements: ["as successful"] },
    ]);
    expect(flagsOf(idiomForms, "She holds a bachelors degree.")).toEqual([{ word: "bachelors", replacements: ["bachelor's"] }]);
    expect(flagsOf(idiomForms, "He has a masters' degree.")).toEqual([{ word: "masters'", replacements: ["master's"] }]);
  });
  it("leaves the right expression and other senses alone", () => {
    expectClean(idiomForms, [
      "She took it upon herself to fix the report.",
      "They are facing up to a hard problem.",
      "It costs as much as the first one.",
      "She holds a bachelor's degree.",
      "The masters of the house were away.",
      "He put up with a lot.",
      "The buyer is not on guard.",
      "He served in the Guard for years.",
      "Upon himself he took the blame.",
    ]);
  });
});

describe("verb after a preposition, third person", () => {
  it("flags a third-person verb with an object after a preposition", () => {
    expect(flagsOf(verbAfterPreposition, "Think about creates a plan for the launch.")).toEqual([
      { word: "creates", replacements: ["creating"] },
    ]);
  });
  it("leaves nouns and clauses alone", () => {
    expectClean(verbAfterPreposition, [
      "Think about creating a plan.",
      "The talk about prices was long.",
      "He knows about it and decides the rest.",
    ]);
  });
});

describe("kind of after a preposition", () => {
  it("flags 'kind of' with no determiner", () => {
    expect(flagsOf(kindOfDeterminer, "We invest in kind of projects that pay back fast.")).toEqual([
      { word: "kind", replacements: ["this kind", "these kinds", "the kind"] },
    ]);
    expect(wordsFlagged(kindOfDeterminer, "She works with sort of tools I never saw.")).toEqual(["sort"]);
  });
  it("leaves determiners, the adverb and 'in kind' alone", () => {
    expectClean(kindOfDeterminer, [
      "We invest in this kind of project.",
      "What kind of report do you need?",
      "I want to kind of relax.",
      "They paid in kind.",
      "It was sort of like a test.",
    ]);
  });
});

describe("number words in a range", () => {
  it("flags a hyphen between two number words", () => {
    expect(flagsOf(numberWordRange, "Delivery takes three-four weeks.")).toEqual([{ word: "three-four", replacements: ["three to four"] }]);
  });
  it("leaves compound numbers and idioms alone", () => {
    expectClean(numberWordRange, [
      "It costs twenty-four dollars.",
      "A one-two punch.",
      "Delivery takes three to four weeks.",
      "A two-thirds majority.",
    ]);
  });
});

describe("space after a colon", () => {
  it("flags a colon touching the next word", () => {
    expect(flagsOf(spaceAfterColon, "4:they have a chance to grow.")).toEqual([{ word: ":they", replacements: [": they"] }]);
    expect(wordsFlagged(spaceAfterColon, "Note:the office is closed.")).toEqual([":the"]);
  });
  it("leaves times, links and identifiers alone", () => {
    expectClean(spaceAfterColon, [
      "We meet at 10:30 today.",
      "See https://example.com now.",
      "Use std::map here.",
      "Set key:value pairs.",
      "Note: the office is closed.",
    ]);
  });
});

describe("a- adjectives after a preposition", () => {
  it("flags the adjective where a noun is needed", () => {
    expect(flagsOf(aAdjectiveAfterPreposition, "Water is needed for alive.")).toEqual([{ word: "alive", replacements: ["life"] }]);
  });
  it("leaves the adjective after a verb, and a phrase going on, alone", () => {
    expectClean(aAdjectiveAfterPreposition, [
      "Water keeps us alive.",
      "She was afraid of the dark.",
      "He is aware of the risk.",
      "The team stayed awake for hours.",
      "We are responsible for alive animals in transit.",
    ]);
  });
});

describe("closed compounds", () => {
  it("flags a split compound", () => {
    expect(flagsOf(closedCompounds, "They cannot be found in text books.")).toEqual([{ word: "text books", replacements: ["textbooks"] }]);
    expect(wordsFlagged(closedCompounds, "The green house effect is growing.")).toEqual(["green house"]);
    expect(wordsFlagged(closedCompounds, "We protect wild life in the park.")).toEqual(["wild life"]);
    expect(flagsOf(closedCompounds, "Our Life style is new.")).toEqual([{ word: "Life style", replacements: ["Lifestyle"] }]);
  });
  it("leaves literal senses and the closed forms alone", () => {
    expectClean(closedCompounds, [
      "They cannot be found in textbooks.",
      "They live in a green house on the hill.",
      "He lived a wild life in his youth.",
      "The greenhouse effect is growing.",
      "Send the text before the book launch.",
      "Pass this web site address along.",
    ]);
  });
});

describe("a verb after a determiner", () => {
  it("flags a verb used as the noun", () => {
    expect(flagsOf(determinerBeforeVerb, "It lets us have a worldwide compete with them.")).toEqual([
      { word: "compete", replacements: ["competition"] },
    ]);
    expect(wordsFlagged(determinerBeforeVerb, "We made the decide to leave.")).toEqual(["decide"]);
  });
  it("leaves verbs, labels and pronoun subjects alone", () => {
    expectClean(determinerBeforeVerb, [
      "We made the decision to leave.",
      "Click the Accept button.",
      "Press the apply button to save.",
      "This prove to be hard.",
      "They decide to leave.",
    ]);
  });
});

describe("a bare singular possessive", () => {
  it("flags a countable noun's possessive with no determiner", () => {
    expect(flagsOf(barePossessive, "Prices reflect the cost and consumer's willingness to pay.")).toEqual([
      { word: "consumer's", replacements: ["the consumer's", "consumers'"] },
    ]);
    expect(wordsFlagged(barePossessive, "The seat is designed for user's comfort.")).toEqual(["user's"]);
  });
  it("leaves determiners, plurals, names and set phrases alone", () => {
    expectClean(barePossessive, [
      "Prices reflect the cost and the consumer's willingness to pay.",
      "The seat is designed for users' comfort.",
      "We sell children's books and women's shoes.",
      "Keep it at arm's length.",
      "It was out of harm's way.",
      "I spoke to Anna's manager.",
      "It is a recipe of mother's.",
      "The report is the company's.",
    ]);
  });
});

describe("other + singular noun", () => {
  it("flags 'other' before a singular countable noun with no determiner", () => {
    expect(flagsOf(otherSingular, "We can solve it in other way.")).toEqual([
      { word: "other way", replacements: ["another way", "other ways"] },
    ]);
    expect(wordsFlagged(otherSingular, "There is other reason for the delay.")).toEqual(["other reason"]);
  });
  it("leaves determiners, plurals and modifiers alone", () => {
    expectClean(otherSingular, [
      "We can solve it in another way.",
      "We can solve it in other ways.",
      "There is no other reason for the delay.",
      "The other way is longer.",
      "They met every other week.",
      "He visited other key allies.",
      "They help each other.",
      "Other than that, we agree.",
    ]);
  });
});

describe("double determiners after a possessive or demonstrative", () => {
  it("flags the pair", () => {
    expect(flagsOf(doubleDeterminer, "These some concepts are new.")).toEqual([{ word: "These some", replacements: ["These", "Some"] }]);
    expect(wordsFlagged(doubleDeterminer, "I lost my the keys.")).toEqual(["my the"]);
  });
  it("leaves quantities, questions and 'some of' alone", () => {
    expectClean(doubleDeterminer, [
      "I did not expect this many people.",
      "Are these the files you need?",
      "Is this a problem?",
      "All the staff came.",
    ]);
  });
});

describe("missing relative pronoun", () => {
  it("flags a text noun followed by its reporting verb", () => {
    expect(flagsOf(missingRelativePronoun, "I once read a report said that sales fell.")).toEqual([
      { word: "report said", replacements: ["report that said", "report which said"] },
    ]);
  });
  it("leaves the relative pronoun and a subject alone", () => {
    expectClean(missingRelativePronoun, [
      "I once read a report that said sales fell.",
      "The report said that sales fell.",
      "We read the report. It says that sales fell.",
    ]);
  });
});

describe("verbs joined after 'to'", () => {
  it("flags a simple past continuing an infinitive", () => {
    expect(flagsOf(infinitiveCoordination, "The best way is to travel with a group and chose a good guide.")).toEqual([
      { word: "chose", replacements: ["choose"] },
    ]);
  });
  it("leaves base forms and a past main verb alone", () => {
    expectClean(infinitiveCoordination, [
      "The best way is to travel with a group and choose a good guide.",
      "I wanted to leave and went home.",
      "We decided to stay and took the late train.",
      "It is hard to say, and went unnoticed.",
    ]);
  });
});

describe("a hyphen typed as a bullet", () => {
  it("flags a hyphen stuck to the first word", () => {
    expect(flagsOf(leadingHyphen, "-Learn every day!")).toEqual([{ word: "-Learn", replacements: ["Learn"] }]);
  });
  it("leaves numbers, dashes and lists alone", () => {
    expectClean(leadingHyphen, ["-5 degrees is cold.", "- Learn every day.", "Learn every day."]);
    expect(wordsFlagged(leadingHyphen, "-Learn every day!", "list-item")).toEqual([]);
  });
});

describe("for + subject + to-infinitive", () => {
  it("flags the person after 'to' with a bare verb", () => {
    expect(flagsOf(forSubjectInfinitive, "That would be too hard to an old person do.")).toEqual([
      { word: "to an old person do", replacements: ["for an old person to do"] },
    ]);
    expect(wordsFlagged(forSubjectInfinitive, "It is difficult to a child understand.")).toEqual(["to a child understand"]);
  });
  it("leaves 'for … to' and other complements alone", () => {
    expectClean(forSubjectInfinitive, [
      "That would be too hard for an old person to do.",
      "It is difficult to a degree.",
      "It is easy to the eye.",
      "It is hard to find a person who cares.",
      "It is necessary to the company.",
    ]);
  });
});
