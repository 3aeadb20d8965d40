import { describe, expect, it } from "vitest";
import { enhancers } from "./enhancers";
import { createFakeThesaurus } from "./test-thesaurus";

const summary = async (text: string) =>
  (await enhancers({ id: "b", text }, createFakeThesaurus())).map((candidate) => [
    text.slice(candidate.start, candidate.end),
    candidate.kind,
    candidate.enhancers.map((item) => item.phrase),
  ]);

describe("enhancers", () => {
  it("replaces a weak verb + manner adverb with strong verbs in the same tense", async () => {
    expect(await summary("She walked slowly to the door.")).toEqual([["walked slowly", "verbAdverb", ["ambled", "strolled", "sauntered"]]]);
    expect(await summary("He said loudly that he was done.")).toEqual([
      ["said loudly", "verbAdverb", ["shouted", "yelled", "bellowed", "exclaimed"]],
    ]);
    expect(await summary("They ran very quickly.")).toEqual([["ran very quickly", "verbAdverb", ["sprinted", "dashed"]]]);
    expect(await summary("Slowly walk home.")).toEqual([["Slowly walk", "verbAdverb", ["Amble", "Stroll", "Saunter"]]]);
  });

  it("gives each strong verb its WordNet meaning", async () => {
    const [candidate] = await enhancers({ id: "b", text: "We walked slowly." }, createFakeThesaurus());
    expect(candidate?.enhancers[0]).toEqual({ enhancer: "ambled", lemma: "amble", meaning: "walk leisurely", phrase: "ambled" });
    expect(candidate).toMatchObject({ blockId: "b", sentenceIndex: 0, start: 3, end: 16, candidate: "walked slowly" });
  });

  it("turns a light verb + action noun into the noun's verb via WordNet's derivational links", async () => {
    expect(await summary("The board made a decision yesterday.")).toEqual([["made a decision", "nominalisation", ["decided"]]]);
    expect(await summary("The board made a quick decision.")).toEqual([["made a quick decision", "nominalisation", ["decided quickly"]]]);
    expect(await summary("She gave an explanation of the rules.")).toEqual([["gave an explanation of", "nominalisation", ["explained"]]]);
    const [explain] = await enhancers({ id: "b", text: "She gave an explanation." }, createFakeThesaurus());
    // The pointer lands on explain "define"; the meaning shown is the sense matching the noun.
    expect(explain?.enhancers[0]?.meaning).toBe("make plain and comprehensible");
  });

  it("offers no rewrite when an adjective would change meaning as an adverb, or the noun has no verb", async () => {
    expect(await summary("The board made a final decision.")).toEqual([]);
    expect(await summary("She made a house.")).toEqual([]);
    expect(await summary("He walked home.")).toEqual([]);
  });

  it("keeps an object between verb and adverb", async () => {
    const text = "She said it loudly.";
    expect(await summary(text)).toEqual([["said it loudly", "verbAdverb", ["shouted it", "yelled it", "bellowed it", "exclaimed it"]]]);
  });
});
