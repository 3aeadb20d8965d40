import { describe, expect, it } from "vitest";
import { anchorWord, compilePhrase } from "./pattern";
import { allForms } from "./verb-form";

const matches = (phrase: string, text: string, headForms?: readonly string[]): string[] =>
  [...text.matchAll(new RegExp(compilePhrase(phrase, { headForms }).source, "giu"))].map((match) => match[0]);

describe("compilePhrase", () => {
  it("matches whole words only, either apostrophe, any case", () => {
    expect(matches("a piece of cake", "It was A Piece of Cake.")).toEqual(["A Piece of Cake"]);
    expect(matches("a piece of cake", "a piece of cakes")).toEqual([]);
    expect(matches("at one's wits' end", "I was at my wits’ end.")).toEqual(["at my wits’ end"]);
  });

  it("matches every form of an opening verb", () => {
    const forms = allForms("bite");
    expect(
      matches("bite the bullet", "We bit the bullet; she bites the bullet; biting the bullet; he has bitten the bullet.", forms),
    ).toEqual(["bit the bullet", "bites the bullet", "biting the bullet", "bitten the bullet"]);
  });

  it("fills slots: possessives, reflexives, someone and something", () => {
    expect(matches("pull one's weight", "They pulled their weight.", allForms("pull"))).toEqual(["pulled their weight"]);
    expect(matches("spread oneself too thin", "She spread herself too thin.", allForms("spread"))).toEqual(["spread herself too thin"]);
    expect(matches("give someone the cold shoulder", "She gave my brother the cold shoulder.", allForms("give"))).toEqual([
      "gave my brother the cold shoulder",
    ]);
    expect(matches("keep something under wraps", "They kept the new model under wraps.", allForms("keep"))).toEqual([
      "kept the new model under wraps",
    ]);
    expect(matches("bite off more than one can chew", "We bit off more than we could chew.", allForms("bite"))).toEqual([
      "bit off more than we could chew",
    ]);
  });

  it("lets the speaker's possessive vary in fixed idioms and clichés", () => {
    expect(matches("keep your fingers crossed", "We kept our fingers crossed.", allForms("keep"))).toEqual(["kept our fingers crossed"]);
  });

  it("accepts a hyphen or a space, British or American spelling, and an optional comma", () => {
    expect(matches("go pear-shaped", "It all went pear shaped.", allForms("go"))).toEqual(["went pear shaped"]);
    expect(matches("with flying colors", "She passed with flying colours.")).toEqual(["with flying colours"]);
    expect(matches("day in, day out", "He trained day in day out.")).toEqual(["day in day out"]);
  });

  it("lists the fixed words and picks the longest plain one as the anchor", () => {
    const compiled = compilePhrase("pull one's weight", { headForms: allForms("pull") });
    expect(compiled.fixedWords).toEqual(["weight"]);
    expect(anchorWord(["the", "bullet"])).toBe("bullet");
    expect(anchorWord(["pear-shaped"])).toBeNull();
  });
});
