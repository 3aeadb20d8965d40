import { describe, expect, it } from "vitest";
import { articleFor } from "./edit";
import { adverbOf, compare, inflect, inflectVerb, matchCase, pluralize } from "./inflect";
import { tagTokens } from "./tagger";
import { formOf } from "./word-form";

describe("inflect", () => {
  it("conjugates regular, irregular and phrasal verbs, fixing compromise's slips", () => {
    expect(
      ["stroll", "amble", "wade", "stride", "plod", "panic", "go", "walk out", "peek", "seek", "put"].map((verb) =>
        inflectVerb(verb, "past"),
      ),
    ).toEqual(["strolled", "ambled", "waded", "strode", "plodded", "panicked", "went", "walked out", "peeked", "sought", "put"]);
    expect(["plod", "panic", "tie", "make", "run"].map((verb) => inflectVerb(verb, "gerund"))).toEqual([
      "plodding",
      "panicking",
      "tying",
      "making",
      "running",
    ]);
    expect(inflectVerb("go", "participle")).toBe("gone");
    expect(inflectVerb("hurry", "thirdPerson")).toBe("hurries");
  });

  it("pluralises nouns and compares adjectives, with more/most for long ones", () => {
    expect(["decision", "child", "analysis", "hot dog"].map(pluralize)).toEqual(["decisions", "children", "analyses", "hot dogs"]);
    expect(["big", "happy", "simple", "beautiful", "sizable", "giant"].map((adjective) => compare(adjective, "comparative"))).toEqual([
      "bigger",
      "happier",
      "simpler",
      "more beautiful",
      "more sizable",
      "more giant",
    ]);
    expect(compare("large", "superlative")).toBe("largest");
    expect(["quick", "wise", "happy"].map(adverbOf)).toEqual(["quickly", "wisely", "happily"]);
  });

  it("reads the form of a tagged word and rebuilds it for another lemma", () => {
    const tokens = tagTokens("She has walked far, he walks, they walked, we are walking; the dogs were bigger.");
    const formFor = (text: string, nth = 0) => {
      const token = tokens.filter((item) => item.text === text)[nth];
      return token ? formOf(token, tokens[token.index - 1]) : undefined;
    };
    expect(formFor("walked", 0)).toEqual({ kind: "verb", form: "participle" });
    expect(formFor("walks")).toEqual({ kind: "verb", form: "thirdPerson" });
    expect(formFor("walked", 1)).toEqual({ kind: "verb", form: "past" });
    expect(formFor("walking")).toEqual({ kind: "verb", form: "gerund" });
    expect(formFor("dogs")).toEqual({ kind: "noun", plural: true });
    expect(formFor("bigger")).toEqual({ kind: "adjective", degree: "comparative" });
    expect(inflect("stride", { kind: "verb", form: "participle" })).toBe("stridden");
  });

  it("copies capitalisation and picks a or an by sound", () => {
    expect([matchCase("Walked", "strolled"), matchCase("WALKED", "strolled"), matchCase("walked", "strolled")]).toEqual([
      "Strolled",
      "STROLLED",
      "strolled",
    ]);
    expect(["elegant", "house", "hour", "unique", "umbrella", "one-off", "honest", "unusual"].map(articleFor)).toEqual([
      "an",
      "a",
      "an",
      "a",
      "an",
      "a",
      "an",
      "an",
    ]);
  });
});
