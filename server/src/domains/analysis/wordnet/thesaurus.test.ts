import { followPointers } from "@wordloom/shared/analysis/refine";
import { describe, expect, it } from "vitest";
import { createWordNetThesaurus } from "./thesaurus";

describe("createWordNetThesaurus", () => {
  const thesaurus = createWordNetThesaurus();

  it("looks words up in WordNet 3.1, most frequent sense first, with tag counts", async () => {
    const senses = await thesaurus.lookup("walk", "verb");
    expect(senses.length).toBe(10);
    expect(senses[0]).toMatchObject({
      id: "v01908923",
      lexName: "verb.motion",
      words: [{ lemma: "walk", tagCount: 184 }],
      definition: "use one's feet to advance; advance by steps",
    });
    expect(senses[0]?.examples).toContain("We walked instead of driving");
    const [quickly] = await thesaurus.lookup("Quickly", "adverb");
    expect(quickly?.words.map((word) => word.lemma)).toEqual(["quickly", "rapidly", "speedily", "chop-chop", "apace", "in short order"]);
  });

  it("follows pointers: derivation from the noun's own word, troponyms, similar-to satellites", async () => {
    const [decision] = await thesaurus.lookup("decision", "noun");
    expect(decision).toBeDefined();
    if (!decision) {
      return;
    }
    const derived = await followPointers(thesaurus, decision, ["derivation"], { fromWord: "decision" });
    expect(derived.map((item) => item.word)).toEqual(["decide"]);
    const [walk] = await thesaurus.lookup("walk", "verb");
    const troponyms = walk ? await followPointers(thesaurus, walk, ["hyponym"]) : [];
    expect(troponyms.map((item) => item.synset.words[0]?.lemma)).toEqual(expect.arrayContaining(["stroll", "amble", "stride", "march"]));
    const [happy] = await thesaurus.lookup("happy", "adjective");
    const similar = happy ? await followPointers(thesaurus, happy, ["similarTo"]) : [];
    expect(similar.map((item) => item.synset.ref.pos)).toEqual(similar.map(() => "adjective"));
    expect(similar.map((item) => item.synset.words[0]?.lemma)).toContain("blissful");
  });

  it("answers [] for unknown or empty words, and undefined for a synset that is not there", async () => {
    expect(await thesaurus.lookup("zorblatting", "noun")).toEqual([]);
    expect(await thesaurus.lookup("  ", "verb")).toEqual([]);
    expect(await thesaurus.synset({ pos: "noun", offset: "00000001" })).toBeUndefined();
  });

  it("can be opened ahead of the first request", async () => {
    const fresh = createWordNetThesaurus({ cacheSize: 10 });
    await expect(fresh.warmUp()).resolves.toBeUndefined();
    expect((await fresh.lookup("walk", "noun")).length).toBeGreaterThan(0);
  });

  it("caches lookups: the same word is read once", async () => {
    const first = thesaurus.lookup("serendipity", "noun");
    const second = thesaurus.lookup("serendipity", "noun");
    expect(second).toBe(first);
    expect((await first)[0]?.definition).toBe("good luck in making unexpected and fortunate discoveries");
  });
});
