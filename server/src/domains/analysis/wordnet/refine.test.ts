import { decorators, enhancers, similarWords, type EnhancerCandidate } from "@wordloom/shared/analysis/refine";
import { describe, expect, it } from "vitest";
import { REFINE_SAMPLE_BLOCK } from "./refine-sample";
import { createWordNetThesaurus } from "./thesaurus";

/** The Refine engine (shared/analysis/refine) on the real WordNet 3.1, with real sentences. */
describe("Refine on WordNet", () => {
  const thesaurus = createWordNetThesaurus();
  const similar = async (word: string, text: string, title?: string) =>
    (await similarWords({ word, text, title }, thesaurus)).syns.map((item) => item.word);

  it("Similar Words: in-context senses, forms and meanings", async () => {
    expect((await similar("happy", "The children were happy to see the puppy.")).slice(0, 3)).toEqual(["glad", "cheerful", "joyous"]);
    expect((await similar("quickly", "She answered quickly.")).slice(0, 2)).toEqual(["rapidly", "speedily"]);
    expect(await similar("walked", "She walked to the store after work.")).toEqual(
      expect.arrayContaining(["marched", "paced", "ambled", "trudged", "strutted", "trod"]),
    );
    expect(await similar("bigger", "Their house is bigger than ours.")).toEqual(expect.arrayContaining(["larger", "greater"]));
    expect(await similar("important", "This is an important meeting.")).toEqual(
      expect.arrayContaining(["significant", "essential", "key"]),
    );
    const river = await similar("bank", "We sat on the bank of the river and watched the water.");
    const money = await similar("bank", "I need to deposit money at the bank before it closes.");
    expect(river.slice(0, 3)).toEqual(expect.arrayContaining(["slope", "riverbank"]));
    expect(money).not.toContain("slope");
    expect(money).toContain("depository financial institution");
    const [first] = (await similarWords({ word: "Running", text: "Running every morning keeps me healthy." }, thesaurus)).syns;
    expect(first?.word).toMatch(/^[A-Z][a-z]+ing$/);
  });

  it("Decorators on a 100-word block: nouns get adjectives, verbs adverbs, each with a WordNet meaning", async () => {
    const found = await decorators(REFINE_SAMPLE_BLOCK, thesaurus);
    const byWord = new Map(found.map((candidate) => [candidate.candidate, candidate]));
    expect(byWord.get("decision")?.decorators.map((item) => item.decorator)).toEqual(["wise", "difficult", "informed", "final", "bold"]);
    expect(byWord.get("decision")?.decorators[0]?.phrase).toBe("a wise decision");
    expect(byWord.get("room")?.decorators[0]?.phrase).toBe("spacious meeting room");
    expect(byWord.get("asked")?.decorators[0]?.phrase).toBe("politely asked");
    // Already decorated ("old city", "walked slowly") or light ("made") words are skipped.
    expect([...byWord.keys()]).not.toEqual(expect.arrayContaining(["city"]));
    expect([...byWord.keys()]).not.toContain("walked");
    expect([...byWord.keys()]).not.toContain("made");
    for (const candidate of found) {
      expect(REFINE_SAMPLE_BLOCK.text.slice(candidate.start, candidate.end)).toBe(candidate.candidate);
      for (const decoration of candidate.decorators) {
        expect(decoration.meaning.length).toBeGreaterThan(3);
        expect(decoration.edit.text).toContain(decoration.decorator);
      }
    }
  });

  it("Enhancers on a 100-word block: strong verbs for verb + adverb and light verb + noun", async () => {
    const found = await enhancers(REFINE_SAMPLE_BLOCK, thesaurus);
    const first = (candidate: EnhancerCandidate) => candidate.enhancers.map((item) => item.phrase);
    expect(Object.fromEntries(found.map((candidate) => [candidate.candidate, first(candidate).slice(0, 2)]))).toEqual({
      "walked slowly": ["ambled", "strolled"],
      "said loudly": ["shouted", "yelled"],
      "made a decision": ["decided"],
      "gave an explanation of": ["explained"],
      "think carefully": ["ponder", "consider"],
      "looked at the report quickly": ["glanced at the report", "peeked at the report"],
      "reached a conclusion": ["concluded"],
      "ran quickly": ["sprinted", "dashed"],
    });
    const carefully = await enhancers({ id: "b", text: "He looked at the contract carefully." }, thesaurus);
    expect(carefully[0]?.enhancers[0]?.phrase).toBe("examined the contract");
    expect(found.find((candidate) => candidate.candidate === "made a decision")?.enhancers[0]?.meaning).toBe(
      "reach, make, or come to a decision about something",
    );
  });
});
