import { describe, expect, it } from "vitest";
import { findInsults } from "./insults";

const texts = (sentence: string) => findInsults(sentence).map((insult) => insult.text);

describe("findInsults", () => {
  it("finds name-calling aimed at the reader", () => {
    expect(texts("You are an idiot.")).toEqual(["You are an idiot"]);
    expect(texts("You're so pathetic.")).toEqual(["You're so pathetic"]);
    expect(texts("You are such a complete waste of space.")).toEqual(["You are such a complete waste of space"]);
    expect(texts("Stop it, you moron.")).toEqual(["you moron"]);
    expect(texts("What an idiot!")).toEqual(["What an idiot"]);
  });

  it("finds hostile phrases", () => {
    expect(findInsults("Shut up and go to hell.")).toEqual([
      { start: 0, end: 7, text: "Shut up" },
      { start: 12, end: 22, text: "go to hell" },
    ]);
    expect(texts("Nobody likes you.")).toEqual(["Nobody likes you"]);
  });

  it("treats a strongly negative description of the reader as an insult", () => {
    expect(texts("You're a terrible writer.")).toEqual(["You're a terrible writer"]);
    expect(texts("I think you're lazy and useless.")).toEqual(["you're lazy"]);
  });

  it("leaves praise, negated insults and other second-person sentences alone", () => {
    expect(findInsults("You are a genius.")).toEqual([]);
    expect(findInsults("You are not stupid.")).toEqual([]);
    expect(findInsults("If you are a student, apply now.")).toEqual([]);
    expect(findInsults("Thank you for the report.")).toEqual([]);
    expect(findInsults("The fool's errand took all day.")).toEqual([]);
  });
});
