import { describe, expect, it } from "vitest";
import { patterns } from "../../../node_modules/retext-equality/lib/patterns-en.js";
import { checkInclusive } from "./check";
import { EQUALITY_PHRASES } from "./equality-phrases.data";
import { LOW_IGNORE } from "./ignore";
import { createPhraseGate, textRuns } from "./phrase-gate";

/** A sentence holding the phrase, its wildcards filled in. */
const sentenceWith = (phrase: string) => `Then ${phrase.replaceAll("*", "big")} came.`;

describe("the retext-equality phrase list", () => {
  it("is the installed retext-equality's (run scripts/train/equality-phrases.ts after an upgrade)", () => {
    const installed = [...new Set(patterns.flatMap((pattern) => Object.keys(pattern.inconsiderate)))].sort();
    expect(EQUALITY_PHRASES).toEqual(installed);
  });
});

describe("createPhraseGate", () => {
  const everyPhrase = createPhraseGate([]);
  const shownPhrases = createPhraseGate(LOW_IGNORE);

  it("lets through a text holding any phrase retext-equality looks for", () => {
    const shut = EQUALITY_PHRASES.filter((phrase) => !everyPhrase(sentenceWith(phrase)));
    expect(shut).toEqual([]);
  });

  it("lets through phrases written with other hyphens, apostrophes and dots", () => {
    expect(shownPhrases("He has A.D.H.D., she said.")).toBe(true);
    expect(shownPhrases("The ADD team met.")).toBe(true);
    expect(shownPhrases("Our chair-man spoke.")).toBe(true);
    expect(everyPhrase("She’d gone.")).toBe(true);
  });

  it("rules out ordinary text, ignored phrases and capitalised phrases written in lower case", () => {
    expect(shownPhrases("The weather was fine and we went home.")).toBe(false);
    expect(shownPhrases("She told him about her day.")).toBe(false);
    expect(everyPhrase("She told him about her day.")).toBe(true);
    const onlyCapitalAdd = createPhraseGate(EQUALITY_PHRASES.filter((phrase) => phrase !== "ADD"));
    expect(onlyCapitalAdd("Please add the numbers.")).toBe(false);
    expect(onlyCapitalAdd("The ADD team met.")).toBe(true);
  });

  it("collects runs as written and lower-cased, joined and split at hyphens, apostrophes and inner dots", () => {
    const runs = textRuns("A.D.D. and rock'n'roll at 5km");
    expect([...runs.exact]).toEqual(expect.arrayContaining(["A", "D", "ADD", "rock", "n", "roll", "rocknroll", "5km", "5", "km"]));
    expect(runs.lower.has("add")).toBe(true);
  });
});

describe("checkInclusive with the phrase gate", () => {
  it("finds exactly what parsing every block finds", async () => {
    const blocks = [
      ...EQUALITY_PHRASES.map((phrase, index) => ({ id: `phrase-${index}`, text: sentenceWith(phrase) })),
      { id: "prose-1", text: "The chairman said the firemen were crazy, and the mailman agreed. Nobody was dumb enough to argue." },
      { id: "prose-2", text: "It was a long, quiet afternoon; the river ran slow and brown past the mill." },
      { id: "prose-3", text: "Our A.D.H.D. support group meets on Mondays. He's a real man of the world." },
    ];
    for (const options of [{}, { includeLow: true }, { ignore: ["crazy"] }]) {
      const gated = await checkInclusive(blocks, options);
      expect(gated.length).toBeGreaterThan(100);
      expect(gated).toEqual(await checkInclusive(blocks, { ...options, parseEveryBlock: true }));
    }
  });
});
