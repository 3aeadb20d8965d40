import { describe, expect, it } from "vitest";
import { cleanLemma, splitGloss, toSynset } from "./synset-record";

describe("synset records", () => {
  it("splits a gloss into definition parts and quoted examples", () => {
    expect(splitGloss(`use one's feet to advance; advance by steps; "Walk, don't run!"; "We walked instead of driving"  `)).toEqual({
      definition: "use one's feet to advance; advance by steps",
      examples: ["Walk, don't run!", "We walked instead of driving"],
    });
    expect(splitGloss("with speed")).toEqual({ definition: "with speed", examples: [] });
  });

  it("cleans WordNet's lemma spellings", () => {
    expect(["galore(ip)", "walk_out", "big(a)", "aforesaid(p)"].map(cleanLemma)).toEqual(["galore", "walk out", "big", "aforesaid"]);
  });

  it("converts a wordpos record, reading lexical pointers' word numbers", () => {
    const synset = toSynset(
      {
        synsetOffset: "00163453",
        lexFilenum: 4,
        lexName: "noun.act",
        pos: "n",
        wCnt: 2,
        lemma: "decision",
        synonyms: ["decision", "determination"],
        lexId: "0",
        ptrs: [
          { pointerSymbol: "+", synsetOffset: "00699355", pos: "v", sourceTarget: "0203" },
          { pointerSymbol: "@", synsetOffset: "00161243", pos: "n", sourceTarget: "0000" },
          { pointerSymbol: "&", synsetOffset: "01234567", pos: "s", sourceTarget: "0000" },
        ],
        gloss: `the act of making up your mind about something; "the burden of decision was his"`,
        def: "the act of making up your mind about something",
        exp: [],
      },
      (lemma) => (lemma === "decision" ? 25 : 0),
    );
    expect(synset).toEqual({
      id: "n00163453",
      ref: { pos: "noun", offset: "00163453" },
      lexName: "noun.act",
      words: [
        { lemma: "decision", tagCount: 25 },
        { lemma: "determination", tagCount: 0 },
      ],
      definition: "the act of making up your mind about something",
      examples: ["the burden of decision was his"],
      pointers: [
        { relation: "derivation", symbol: "+", target: { pos: "verb", offset: "00699355" }, sourceWord: 2, targetWord: 3 },
        { relation: "hypernym", symbol: "@", target: { pos: "noun", offset: "00161243" }, sourceWord: 0, targetWord: 0 },
        { relation: "similarTo", symbol: "&", target: { pos: "adjective", offset: "01234567" }, sourceWord: 0, targetWord: 0 },
      ],
    });
  });
});
