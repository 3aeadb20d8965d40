import { describe, expect, it } from "vitest";
import { decorators } from "./decorators";
import { createFakeThesaurus } from "./test-thesaurus";

const apply = (text: string, edit: { start: number; end: number; text: string }) =>
  text.slice(0, edit.start) + edit.text + text.slice(edit.end);

describe("decorators", () => {
  it("suggests adjectives for nouns and adverbs for verbs, with meanings and exact offsets", async () => {
    const block = { id: "p1", text: "The team walked to the station." };
    const found = await decorators(block, createFakeThesaurus());
    const team = found.find((candidate) => candidate.candidate === "team");
    expect(team).toMatchObject({ blockId: "p1", sentenceIndex: 0, start: 4, end: 8, lemma: "team", pos: "noun" });
    expect(team?.decorators.map((item) => item.decorator)).toEqual(["talented", "dedicated", "experienced"]);
    expect(team?.decorators[0]).toMatchObject({
      meaning: "endowed with talent or talents",
      source: "collocation",
      phrase: "talented team",
    });
    const walked = found.find((candidate) => candidate.candidate === "walked");
    expect(walked?.pos).toBe("verb");
    expect(walked?.decorators.map((item) => item.decorator)).toEqual(["briskly", "slowly"]);
    // Nothing follows "walked" in its clause but "to …", so the adverb goes after it.
    expect(apply(block.text, walked?.decorators[0]?.edit ?? { start: 0, end: 0, text: "" })).toBe(
      "The team walked briskly to the station.",
    );
  });

  it("uses WordNet's attribute links (speed → fast, slow) and fixes the article", async () => {
    const text = "She noticed a speed she had never seen.";
    const [speed] = await decorators({ id: "p", text }, createFakeThesaurus());
    expect(speed?.decorators.map((item) => [item.decorator, item.source])).toEqual([
      ["fast", "wordnet"],
      ["slow", "wordnet"],
    ]);
    expect(apply(text, speed?.decorators[0]?.edit ?? { start: 0, end: 0, text: "" })).toBe("She noticed a fast speed she had never seen.");
    const elegant = await decorators({ id: "p", text: "He found an explanation." }, createFakeThesaurus());
    expect(elegant).toEqual([]);
  });

  it("capitalises an adjective placed at the start of a sentence", async () => {
    const text = "Teams win. Teams lose.";
    const [teams] = await decorators({ id: "p", text }, createFakeThesaurus());
    expect(teams?.decorators[0]?.edit).toEqual({ start: 0, end: 5, text: "Talented teams" });
  });

  it("leaves decorated words, light verbs and repeated lemmas alone", async () => {
    const text = "The strong team walked slowly and made a speed record.";
    const found = await decorators({ id: "p", text }, createFakeThesaurus());
    // "team" has an adjective, "walked" an adverb, "made" is a light verb, "speed" modifies "record".
    expect(found.map((candidate) => candidate.candidate)).toEqual([]);
    expect(
      (await decorators({ id: "p", text: "They set a speed." }, createFakeThesaurus())).map((candidate) => candidate.candidate),
    ).toEqual(["speed"]);
    const twice = await decorators({ id: "p", text: "A team won. The team lost." }, createFakeThesaurus());
    expect(twice.map((candidate) => [candidate.candidate, candidate.start])).toEqual([["team", 2]]);
  });

  it("returns nothing for a block without text", async () => {
    expect(await decorators({ id: "p", text: "" }, createFakeThesaurus())).toEqual([]);
  });
});
