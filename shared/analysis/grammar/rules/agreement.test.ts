import { describe, expect, it } from "vitest";
import { subjectVerbAgreement } from "./agreement";
import { flagsOf, wordsFlagged } from "./test-utils";

const flags = (sentence: string) => wordsFlagged(subjectVerbAgreement, sentence);

describe("subject–verb agreement with noun subjects", () => {
  it("flags a singular noun subject with a plural verb, across a prepositional phrase", () => {
    expect(flagsOf(subjectVerbAgreement, "The lock on the shed were broken.")).toEqual([{ word: "were", replacements: ["was"] }]);
    expect(flagsOf(subjectVerbAgreement, "The price of the new phones are too high for most students.")).toEqual([
      { word: "are", replacements: ["is"] },
    ]);
    expect(flagsOf(subjectVerbAgreement, "Every student in our class have a laptop.")).toEqual([{ word: "have", replacements: ["has"] }]);
    expect(flagsOf(subjectVerbAgreement, "So the school try to teach a bit of every science.")).toEqual([
      { word: "try", replacements: ["tries"] },
    ]);
    expect(flagsOf(subjectVerbAgreement, "My brother don't like coffee.")).toEqual([{ word: "don't", replacements: ["doesn't"] }]);
  });

  it("flags a plural noun subject with a singular verb", () => {
    expect(flagsOf(subjectVerbAgreement, "The students is waiting outside the library.")).toEqual([{ word: "is", replacements: ["are"] }]);
    expect(flagsOf(subjectVerbAgreement, "My friends was at the party last night.")).toEqual([{ word: "was", replacements: ["were"] }]);
    expect(flagsOf(subjectVerbAgreement, "I think the windows in the kitchen has to be cleaned.")).toEqual([
      { word: "has", replacements: ["have"] },
    ]);
    expect(flags("When the children of our neighbours teaches us a game, we listen.")).toEqual(["teaches"]);
  });

  it("flags relative clauses, indefinite pronouns, pronouns with an adverb, and “there is” with a plural", () => {
    expect(flagsOf(subjectVerbAgreement, "We need a person who are capable of all sorts of work.")).toEqual([
      { word: "are", replacements: ["is"] },
    ]);
    expect(flags("There are many people that is convinced by advertisements.")).toEqual(["is"]);
    expect(flags("If everyone have a car, the roads will be full.")).toEqual(["have"]);
    expect(flags("Even though she does not have a job, she also need a car.")).toEqual(["need"]);
    expect(flags("There is many reasons to stay.")).toEqual(["is"]);
    expect(flags("There was also people who disagreed.")).toEqual(["was"]);
  });

  it("flags uncountable bare subjects, “which”, a sentence-initial “And”, participle phrases and “there are” with a singular", () => {
    expect(flagsOf(subjectVerbAgreement, "But history tell us that progress never stops.")).toEqual([
      { word: "tell", replacements: ["tells"] },
    ]);
    expect(flags("They contain academic research which are reliable.")).toEqual(["are"]);
    expect(flags("And details is the key element here.")).toEqual(["is"]);
    expect(flags("I believe that the product's quality mentioned in the shops are the same.")).toEqual(["are"]);
    expect(flags("This point affect the environment.")).toEqual(["affect"]);
    expect(flagsOf(subjectVerbAgreement, "I think that there are not anything I want.")).toEqual([{ word: "are", replacements: ["is"] }]);
    expect(flags("There are more pollution in every city.")).toEqual(["are"]);
    expect(flags("There are a problem with the car.")).toEqual(["are"]);
  });

  it("leaves correct sentences alone", () => {
    for (const sentence of [
      "The lock on the shed was broken.",
      "The locks on the shed were broken.",
      "If the lock on the shed were broken, we would know.",
      "I wish the door were open.",
      "The majority of people are happy with the result.",
      "A number of students have complained.",
      "The team are playing well this season.",
      "Two years is a long time to wait.",
      "The cat and the dog were asleep.",
      "Taking risks teaches you to accept both winning and losing.",
      "Understanding concepts and ideas is important for students.",
      "I suggest that the student take the test again.",
      "The job offer was generous.",
      "The United States is a large country.",
      "Does everyone have a ticket?",
      "Something like that happens every year.",
      "One of the students is from Spain.",
      "The news is good today.",
      "The people who live there are friendly.",
      "There are many reasons to stay.",
      "There is a cat and two dogs in the garden.",
      "He also needs a car.",
      "The books that the teacher recommended were expensive.",
      "Those energy sources were found under the sea.",
      "A tab closed after two events was metered.",
      "As long as the parts of the path that are present are not contradicted, it matches.",
      "It contains useful functions and a helper function that are useful.",
      "History tells us that progress never stops.",
      "There are rocks near the coast which are old.",
      "There are two counterparties at this time who have margin.",
      "And the cat and the dog were asleep.",
      "The car parked in the street is red.",
      "There are more people in every city.",
      "There are a number of problems.",
      "There are a cat and a dog in the garden.",
    ]) {
      expect(flags(sentence), sentence).toEqual([]);
    }
  });
});
