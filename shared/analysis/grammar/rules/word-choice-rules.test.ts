import { describe, expect, it } from "vitest";
import { adjectiveAdverb } from "./adjective-adverb";
import { adjectiveAsNoun } from "./adjective-as-noun";
import { becauseOf } from "./because-of";
import { comparedWith } from "./compared-with";
import { doubleNegative } from "./double-negative";
import { makeDo } from "./make-do";
import { missingPreposition } from "./missing-preposition";
import { needlessPreposition } from "./needless-preposition";
import { nounVerbForm } from "./noun-verb-form";
import { possessiveApostrophe } from "./possessive-apostrophe";
import { questionMark } from "./question-mark";
import type { WordloomRule } from "./rule";
import { sentenceCapital } from "./sentence-capital";
import { flagsOf, wordsFlagged } from "./test-utils";
import { theyreTheir } from "./theyre-their";
import { toToo } from "./to-too";
import { uncountablePlural } from "./uncountable-plural";
import { whoWhich } from "./who-which";

const expectClean = (rule: WordloomRule, sentences: readonly string[]) => {
  for (const sentence of sentences) {
    expect(wordsFlagged(rule, sentence), sentence).toEqual([]);
  }
};

describe("uncountable nouns in the plural", () => {
  it("flags the plural", () => {
    expect(flagsOf(uncountablePlural, "I need more informations about the course.")).toEqual([
      { word: "informations", replacements: ["information"] },
    ]);
    expect(flagsOf(uncountablePlural, "She gave me some good advices.")).toEqual([{ word: "advices", replacements: ["advice"] }]);
    expect(flagsOf(uncountablePlural, "We bought new furnitures.")).toEqual([{ word: "furnitures", replacements: ["furniture"] }]);
    expect(flagsOf(uncountablePlural, "There are many evidences of that.")).toEqual([{ word: "evidences", replacements: ["evidence"] }]);
    expect(flagsOf(uncountablePlural, "A lot of peoples came.")).toEqual([{ word: "peoples", replacements: ["people"] }]);
    expect(flagsOf(uncountablePlural, "It is a barrier to do somethings in life.")).toEqual([
      { word: "somethings", replacements: ["something", "some things"] },
    ]);
  });
  it("leaves countable senses and verbs alone", () => {
    expectClean(uncountablePlural, [
      "The peoples of Europe met in Rome.",
      "The report evidences a clear trend.",
      "He stuffs the bag with paper.",
      "She researches the history of the town.",
      "The farce traffics in stereotypes.",
      "A bunch of late twenty somethings talked.",
    ]);
  });
});

describe("noun or verb", () => {
  it("flags the wrong word class", () => {
    expect(flagsOf(nounVerbForm, "They success in life.")).toEqual([{ word: "success", replacements: ["succeed"] }]);
    expect(flagsOf(nounVerbForm, "I advice you to stay.")).toEqual([{ word: "advice", replacements: ["advise"] }]);
    expect(flagsOf(nounVerbForm, "She will success.")).toEqual([{ word: "success", replacements: ["succeed"] }]);
    expect(flagsOf(nounVerbForm, "They don't think before making a choose.")).toEqual([{ word: "choose", replacements: ["choice"] }]);
    expect(flagsOf(nounVerbForm, "He gave me a good advise.")).toEqual([{ word: "advise", replacements: ["advice"] }]);
    expect(flagsOf(nounVerbForm, "It is my believe that we can win.")).toEqual([{ word: "believe", replacements: ["belief"] }]);
  });
  it("leaves correct uses alone", () => {
    expectClean(nounVerbForm, [
      "They succeed in life.",
      "I advise you to stay.",
      "The die is cast.",
      "Give them advice.",
      "Click the decide button.",
      "In May success came.",
      "Let her choose.",
    ]);
  });
});

describe("adjective or adverb", () => {
  it("flags an adjective describing an action", () => {
    expect(flagsOf(adjectiveAdverb, "They recovered really good after the fire.")).toEqual([{ word: "good", replacements: ["well"] }]);
    expect(flagsOf(adjectiveAdverb, "She sings beautiful.")).toEqual([{ word: "beautiful", replacements: ["beautifully"] }]);
    expect(flagsOf(adjectiveAdverb, "He drives careless in the rain.")).toEqual([{ word: "careless", replacements: ["carelessly"] }]);
  });
  it("leaves linking verbs and adjectives before nouns alone", () => {
    expectClean(adjectiveAdverb, [
      "It looks good.",
      "The milk went bad.",
      "They played good music.",
      "We do good for the town.",
      "It makes their lives easy.",
      "The work was good.",
    ]);
  });
});

describe("double negatives", () => {
  it("flags the second negative", () => {
    expect(flagsOf(doubleNegative, "People also do not do nothing.")).toEqual([{ word: "nothing", replacements: ["anything"] }]);
    expect(flagsOf(doubleNegative, "I didn't see nobody there.")).toEqual([{ word: "nobody", replacements: ["anybody"] }]);
    expect(flagsOf(doubleNegative, "I couldn't find no one to help.")).toEqual([{ word: "no one", replacements: ["anyone"] }]);
    expect(flagsOf(doubleNegative, "I can't hardly wait.")).toEqual([{ word: "can't hardly", replacements: ["can hardly"] }]);
  });
  it("leaves single negatives, litotes and reported clauses alone", () => {
    expectClean(doubleNegative, [
      "I didn't see anybody.",
      "That's not nothing.",
      "I can't say nothing happened.",
      "It was not for nothing.",
      "He did not come, and nobody knew why.",
    ]);
  });
});

describe("make or do", () => {
  it("flags the wrong verb", () => {
    expect(flagsOf(makeDo, "I did a big mistake yesterday.")).toEqual([{ word: "did", replacements: ["made"] }]);
    expect(flagsOf(makeDo, "She has to make her homework tonight.")).toEqual([{ word: "make", replacements: ["do"] }]);
    expect(flagsOf(makeDo, "They are doing a lot of progress.")).toEqual([{ word: "doing", replacements: ["making"] }]);
  });
  it("leaves correct collocations and auxiliaries alone", () => {
    expectClean(makeDo, [
      "Did mistakes happen?",
      "How do decisions get made?",
      "This app makes homework fun.",
      "Make the best of it.",
      "We made the best decision.",
      "I do my best every day.",
    ]);
  });
});

describe("to or too, who or which, they're or their", () => {
  it("flags “to” for “too”", () => {
    expect(flagsOf(toToo, "It is to hot today.")).toEqual([{ word: "to", replacements: ["too"] }]);
    expect(wordsFlagged(toToo, "He looks to pretty he said.")).toEqual(["to"]);
    expect(wordsFlagged(toToo, "There are to many cars.")).toEqual(["to"]);
    expectClean(toToo, [
      "The room is to be cleaned.",
      "It seems to many people unfair.",
      "It went from bad to worse.",
      "She is to blame.",
      "It is too hot.",
    ]);
  });
  it("flags “which” for people", () => {
    expect(flagsOf(whoWhich, "I know students which are late.")).toEqual([{ word: "which", replacements: ["who"] }]);
    expectClean(whoWhich, [
      "I met my friend, which was nice.",
      "The players, which of them won?",
      "The book which I read was good.",
      "The students who are late.",
    ]);
  });
  it("flags “they're” for “their”", () => {
    expect(flagsOf(theyreTheir, "They're car is red.")).toEqual([{ word: "They're", replacements: ["Their"] }]);
    expect(wordsFlagged(theyreTheir, "They live in they're own house.")).toEqual(["they're"]);
    expectClean(theyreTheir, ["They're friends.", "They're going home.", "Their car is red."]);
  });
});

describe("prepositions", () => {
  it("removes a needless preposition", () => {
    expect(flagsOf(needlessPreposition, "He mentioned about the problem.")).toEqual([]);
    expect(flagsOf(needlessPreposition, "Let me mention about the problem.")).toEqual([
      { word: "mention about", replacements: ["mention"] },
    ]);
    expect(flagsOf(needlessPreposition, "She emphasizes on the details.")).toEqual([
      { word: "emphasizes on", replacements: ["emphasizes"] },
    ]);
    expect(flagsOf(needlessPreposition, "The team comprises of five people.")).toEqual([
      { word: "comprises of", replacements: ["comprises", "consists of"] },
    ]);
    expect(flagsOf(needlessPreposition, "They can go for shopping.")).toEqual([{ word: "go for", replacements: ["go"] }]);
    expect(flagsOf(needlessPreposition, "I found myself enjoying in it.")).toEqual([{ word: "enjoying in", replacements: ["enjoying"] }]);
    expect(flagsOf(needlessPreposition, "Do we consider her as a smart girl?")).toEqual([
      { word: "consider her as", replacements: ["consider her"] },
    ]);
    expectClean(needlessPreposition, [
      "Nothing was mentioned about the cost.",
      "They went for a walk.",
      "There is a lack of money.",
      "It is described about halfway down.",
    ]);
  });
  it("adds a missing preposition", () => {
    expect(flagsOf(missingPreposition, "I listen music every day.")).toEqual([{ word: "listen", replacements: ["listen to"] }]);
    expect(flagsOf(missingPreposition, "Can you explain me the rules?")).toEqual([{ word: "explain", replacements: ["explain to"] }]);
    expect(flagsOf(missingPreposition, "It depends the weather.")).toEqual([{ word: "depends", replacements: ["depends on"] }]);
    expect(flagsOf(missingPreposition, "I agree the statement.")).toEqual([{ word: "agree", replacements: ["agree with"] }]);
    expectClean(missingPreposition, [
      '"Yes," replied the man.',
      "It depends a lot on you.",
      "I agree the idea is good.",
      "I listen to music.",
      "He never explained him.",
    ]);
  });
  it("uses “because of” before a noun phrase", () => {
    expect(flagsOf(becauseOf, "Many climbers died because the coldness and lack of oxygen.")).toEqual([
      { word: "because", replacements: ["because of"] },
    ]);
    expectClean(becauseOf, [
      "They left because the dog barked.",
      "It failed because the kids play outside.",
      "It works because this film, unlike others, is good.",
      "I stayed because of the rain.",
    ]);
  });
  it("uses “compared” in an opening comparison", () => {
    expect(flagsOf(comparedWith, "Comparing with older people, they have less time.")).toEqual([
      { word: "Comparing", replacements: ["Compared"] },
    ]);
    expectClean(comparedWith, ["Comparing with others is a bad habit.", "Compared with older people, they have less time."]);
  });
});

describe("adjectives as nouns, possessives, question marks, capitals", () => {
  it("adds the noun after an adjective", () => {
    expect(flagsOf(adjectiveAsNoun, "And the important is to try.")).toEqual([{ word: "important", replacements: ["important thing"] }]);
    expect(wordsFlagged(adjectiveAsNoun, "The most difficult was the exam.")).toEqual(["difficult"]);
    expectClean(adjectiveAsNoun, [
      "The best is yet to come.",
      "The same is true.",
      "The impossible is possible.",
      "The important thing is to try.",
    ]);
  });
  it("adds the apostrophe of a possessive", () => {
    expect(flagsOf(possessiveApostrophe, "It cannot improve a persons life.")).toEqual([{ word: "persons", replacements: ["person's"] }]);
    expectClean(possessiveApostrophe, ["It is the kind of film that parents love.", "A person's life matters.", "The students union met."]);
  });
  it("ends questions with a question mark", () => {
    expect(flagsOf(questionMark, "It is too hot, isn't it.")).toEqual([{ word: "isn't it.", replacements: ["isn't it?"] }]);
    expect(flagsOf(questionMark, "Do you know what I mean.")).toEqual([{ word: "mean.", replacements: ["mean?"] }]);
    expectClean(questionMark, [
      "Could you send me the file.",
      "Do your homework.",
      "Had I known, I would have come.",
      "Have a nice day.",
      "What I mean is simple.",
    ]);
  });
  it("capitalises the first word of a sentence", () => {
    expect(flagsOf(sentenceCapital, "he has a lot of money.")).toEqual([{ word: "he", replacements: ["He"] }]);
    expect(flagsOf(sentenceCapital, "We went home. then we slept.")).toEqual([{ word: "then", replacements: ["Then"] }]);
    expectClean(sentenceCapital, [
      "iPhone sales rose.",
      "We met on Sat. you were there.",
      "Kung Pow! is a film.",
      "It costs approx. two dollars.",
      "the end",
    ]);
    expect(wordsFlagged(sentenceCapital, "the first option in the list", "list-item")).toEqual([]);
  });
});
