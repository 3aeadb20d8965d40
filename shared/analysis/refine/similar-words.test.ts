import { describe, expect, it } from "vitest";
import { MAX_SIMILAR_WORDS, similarWords } from "./similar-words";
import { createFakeThesaurus } from "./test-thesaurus";

const words = async (word: string, text: string, title?: string) =>
  (await similarWords({ word, text, title }, createFakeThesaurus())).syns.map((item) => item.word);

describe("similarWords", () => {
  it("finds synonyms with meanings, best first, for the word's part of speech in context", async () => {
    const result = await similarWords({ word: "quickly", text: "He finished the report quickly and went home." }, createFakeThesaurus());
    expect(result.pos).toBe("adverb");
    expect(result.syns[0]).toEqual({ word: "rapidly", lemma: "rapidly", meaning: "with speed", relation: "synonym", score: 1 });
    // Rare and multi-word forms rank last: "speedily" is tagged twice, "chop-chop" never, "in short order" is a phrase.
    expect(result.syns.map((item) => item.word)).toEqual(["rapidly", "speedily", "apace", "chop-chop", "in short order"]);
  });

  it("puts verbs in the original's form and capitalisation", async () => {
    expect(await words("walked", "She walked to the shop after work.")).toEqual(
      expect.arrayContaining(["strolled", "ambled", "trudged", "marched", "strode"]),
    );
    const capitalised = await words("Walked", "Walked all the way, she was tired.");
    expect(capitalised).toContain("Strolled");
    expect(await words("walking", "They are walking to school.")).toContain("strolling");
  });

  it("lets the sentence and title choose the sense: river bank versus money bank", async () => {
    const river = await similarWords(
      { word: "bank", text: "We sat on the bank and watched the water of the river.", title: "A day by the river" },
      createFakeThesaurus(),
    );
    expect(river.syns.slice(0, 3).map((item) => item.word)).toEqual(["slope", "incline", "riverbank"]);
    const money = await similarWords({ word: "bank", text: "I cashed a check at the bank to pay the mortgage." }, createFakeThesaurus());
    expect(money.syns.map((item) => item.word)).not.toContain("slope");
    expect(money.syns.map((item) => item.word)).toContain("financial institution");
    expect(money.syns.find((item) => item.word === "financial institution")?.relation).toBe("broader");
  });

  it("pluralises nouns and gives adjectives their similar-to neighbours", async () => {
    expect(await words("decisions", "The board made two decisions today.")).toEqual(
      expect.arrayContaining(["conclusions", "determinations"]),
    );
    const happy = await similarWords({ word: "happy", text: "She gave a happy smile." }, createFakeThesaurus());
    expect(happy.pos).toBe("adjective");
    expect(happy.syns.map((item) => item.word)).toEqual(expect.arrayContaining(["glad", "cheerful", "blissful"]));
    expect(happy.syns.find((item) => item.word === "blissful")?.meaning).toBe("completely happy and contented");
  });

  it("uses the given occurrence, and tags a word missing from the text on its own", async () => {
    const text = "Walk fast. Then walk slowly.";
    const second = await similarWords({ word: "walk", text, start: text.lastIndexOf("walk") }, createFakeThesaurus());
    expect(second.pos).toBe("verb");
    const alone = await similarWords({ word: "quickly", text: "Nothing here." }, createFakeThesaurus());
    expect(alone.syns[0]?.word).toBe("rapidly");
  });

  it("returns no suggestions for unknown words and never the word itself", async () => {
    expect((await similarWords({ word: "zorblat", text: "The zorblat sang." }, createFakeThesaurus())).syns).toEqual([]);
    expect((await similarWords({ word: "   ", text: "" }, createFakeThesaurus())).syns).toEqual([]);
    const walk = await words("walk", "I walk every day.");
    expect(walk).not.toContain("walk");
    expect(walk.length).toBeLessThanOrEqual(MAX_SIMILAR_WORDS);
    expect(new Set(walk).size).toBe(walk.length);
  });
});
