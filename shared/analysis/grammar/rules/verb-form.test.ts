import { describe, expect, it } from "vitest";
import { flagsOf, wordsFlagged } from "./test-utils";
import { ingFormOf, verbForm } from "./verb-form";

const flags = (sentence: string) => wordsFlagged(verbForm, sentence);

describe("verb form after modals, “do” and “be”", () => {
  it("corrects the verb after a modal or a negated “do”", () => {
    expect(flagsOf(verbForm, "The scraping will causes heat.")).toEqual([{ word: "causes", replacements: ["cause"] }]);
    expect(flagsOf(verbForm, "I didn't went to school yesterday.")).toEqual([{ word: "went", replacements: ["go"] }]);
    expect(flagsOf(verbForm, "You must to finish the report.")).toEqual([{ word: "must to", replacements: ["must"] }]);
    expect(flagsOf(verbForm, "What we do now, we will able to do later.")).toEqual([{ word: "able", replacements: ["be able"] }]);
    expect(flags("She can always makes time for her friends.")).toEqual(["makes"]);
  });

  it("corrects a bare verb after “be”", () => {
    expect(flagsOf(verbForm, "The prices would be reduce next year.")).toEqual([{ word: "be reduce", replacements: ["reduce"] }]);
    expect(flagsOf(verbForm, "They are teach us how to swim.")).toEqual([{ word: "teach", replacements: ["teaching"] }]);
  });

  it("leaves correct verb phrases alone", () => {
    for (const sentence of [
      "The scraping will cause heat.",
      "I didn't go to school yesterday.",
      "You ought to finish the report.",
      "We will be able to do it later.",
      "What they did is reduce the amount of gas.",
      "All you have to do is ask.",
      "He could have had a better job.",
      "It has become a habit.",
      "Do this before you leave.",
      "We may as well go home.",
      "The file is write-protected.",
    ]) {
      expect(flags(sentence), sentence).toEqual([]);
    }
  });

  it("builds -ing forms", () => {
    expect(["make", "get", "agree", "teach", "lie", "begin"].map(ingFormOf)).toEqual([
      "making",
      "getting",
      "agreeing",
      "teaching",
      "lying",
      "beginning",
    ]);
  });
});
