import { describe, expect, it } from "vitest";
import { findPassive, isPassiveParticiple } from "./passive";

describe("findPassive", () => {
  it.each([
    ["The form was approved by a supervisor.", "was approved"],
    ["It has been decided that the procedure is to be revised.", "been decided"],
    ["Copies are not accepted.", "are not accepted"],
    ["Applicants will be notified in writing.", "be notified"],
    ["The letter was written in 1921.", "was written"],
    ["The results were carefully checked.", "were carefully checked"],
    ["Fees that have been paid will not be refunded.", "been paid"],
    ["The decision was agreed at the meeting.", "was agreed"],
  ])("finds the passive in %j", (sentence, phrase) => {
    expect(findPassive(sentence)).toBe(phrase);
  });

  it.each([
    "The committee approved the form.",
    "I was excited about the trip.",
    "She is interested in history.",
    "The team is ready.",
    "We were tired after the walk.",
    "The river is the second-longest in Europe.",
    "This is a need, not a want.",
    "Growth was the goal.",
  ])("finds no passive in %j", (sentence) => {
    expect(findPassive(sentence)).toBeNull();
  });

  it("reads participles: irregular forms and -ed forms, not -eed words or state adjectives", () => {
    expect(["written", "taken", "built", "approved", "agreed"].every(isPassiveParticiple)).toBe(true);
    expect(["need", "speed", "succeed", "bed", "tired", "excited", "red"].some(isPassiveParticiple)).toBe(false);
  });
});
