import { SuggestionKind } from "harper.js";
import { beforeAll, describe, expect, it } from "vitest";
import { HARPER_RULES_KEPT_ON, HARPER_RULES_OFF, harperLintConfig } from "./harper-config";
import { HARPER_RARE_RULES, HARPER_SILENT_RULES } from "./harper-rule-usage.data";
import { kindOfCategory, type GrammarFinding } from "./types";
import { isTechnicalToken, KIND_BY_LINT_KIND, lintTextsWithHarper, lintWithHarper, SUGGESTION_KIND, warmUpHarper } from "./harper";

const issues = async (text: string, dialect: "en-US" | "en-GB" = "en-US") =>
  (await lintWithHarper(text, dialect)).map((finding) => ({
    word: text.slice(finding.start, finding.end),
    rule: finding.ruleId,
    replacements: finding.replacements,
  }));

describe("Harper adapter", () => {
  beforeAll(async () => {
    await Promise.all([warmUpHarper("en-US"), warmUpHarper("en-GB")]);
  }, 60_000);

  it("mirrors harper.js's suggestion kinds", () => {
    expect(SUGGESTION_KIND).toEqual({
      Replace: SuggestionKind.Replace,
      Remove: SuggestionKind.Remove,
      InsertAfter: SuggestionKind.InsertAfter,
    });
  });

  it("finds in a batch of blocks exactly what it finds in each block alone, with offsets into each block", async () => {
    const texts = [
      "Introduction",
      "the report were late. We saw teh cat.",
      "He said that that",
      "that was fine, and Belgrano agreed.",
      "",
      "Wait 5 s. I has a apple.\n\nThey was here.",
      "Its a nice day, isnt it?",
    ];
    // Harper leaves the capital letter of a sentence alone in a very short text ("that was fine." is
    // not flagged on its own) but not inside a longer one, so that one rule may differ in a batch.
    const comparable = (lists: GrammarFinding[][]) =>
      lists.map((list) => list.filter((finding) => finding.ruleId !== "harper:SentenceCapitalization"));
    const batched = await lintTextsWithHarper(texts, "en-US");
    const alone = await Promise.all(texts.map((text) => lintWithHarper(text, "en-US")));
    expect(comparable(batched)).toEqual(comparable(alone));
    expect(batched[1]?.map((finding) => texts[1]?.slice(finding.start, finding.end))).toEqual(expect.arrayContaining(["the", "teh"]));
  }, 30_000);

  it("finds known errors with their fixes and rule names", async () => {
    const found = await issues("I has a apple. They was here. Its a nice day, isnt it? We saw teh cat.");
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ word: "has", replacements: ["have"] }),
        expect.objectContaining({ word: "a", replacements: ["an"], rule: "harper:AnA" }),
        expect.objectContaining({ word: "was", replacements: ["were"] }),
        expect.objectContaining({ word: "Its", replacements: expect.arrayContaining(["It's"]) }),
        expect.objectContaining({ word: "isnt", replacements: expect.arrayContaining(["isn't"]) }),
        expect.objectContaining({ word: "teh", replacements: expect.arrayContaining(["the"]) }),
      ]),
    );
  }, 30_000);

  it("places findings exactly after astral characters and accents", async () => {
    const text = "😀 Café owners said: “I has a apple.” 👍🏽 They was late.";
    const findings = await lintWithHarper(text, "en-US");
    expect(findings.map((finding) => text.slice(finding.start, finding.end))).toEqual(expect.arrayContaining(["has", "a", "was"]));
  }, 30_000);

  it("leaves names inside a sentence unflagged, possessive ones too, and still corrects a capitalised misspelling", async () => {
    const found = await issues("We watched Kieslowski's films with Amitabh, and the Goverments of both agreed.");
    expect(found.filter((issue) => issue.rule === "harper:SpellCheck")).toEqual([
      expect.objectContaining({ word: "Goverments", replacements: expect.arrayContaining(["Governments"]) }),
    ]);
  }, 30_000);

  it("follows the dialect", async () => {
    expect((await issues("The colour of the sky changed.", "en-US")).map((issue) => issue.word)).toContain("colour");
    expect(await issues("The colour of the sky changed.", "en-GB")).toEqual([]);
  }, 30_000);

  it("applies Wordloom's configuration: no Oxford-comma or long-sentence flags", async () => {
    expect(HARPER_RULES_OFF).toHaveProperty("OxfordComma");
    expect(harperLintConfig()).toMatchObject({ OxfordComma: false, LongSentences: false });
    expect(await issues("We bought apples, pears and plums.")).toEqual([]);
    const long = `${"We walked along the river and talked about the weather and the garden and the house, ".repeat(3)}and then we went home.`;
    expect((await issues(long)).filter((issue) => issue.rule === "harper:LongSentences")).toEqual([]);
  }, 30_000);

  it("turns off the rules that never fired, or fired rarely at a high cost, on the measurement corpora, and only real, default-on Harper rules", async () => {
    const { LocalLinter, Dialect } = await import("harper.js");
    const { slimBinary } = await import("harper.js/slimBinary");
    const defaults = await new LocalLinter({ binary: slimBinary, dialect: Dialect.American }).getDefaultLintConfig();
    expect(HARPER_SILENT_RULES.length).toBeGreaterThan(0);
    expect(HARPER_RARE_RULES.length).toBeGreaterThan(0);
    expect([...HARPER_SILENT_RULES, ...HARPER_RARE_RULES].filter((rule) => defaults[rule] !== true)).toEqual([]);
    expect(HARPER_RARE_RULES.filter((rule) => HARPER_SILENT_RULES.includes(rule))).toEqual([]);
    expect(harperLintConfig()).toMatchObject({ BatedBreath: false, [HARPER_RARE_RULES[0] ?? ""]: false });
    // The rules behind most findings, and the learner-error rules JFLEG showed, stay on.
    expect([...HARPER_SILENT_RULES, ...HARPER_RARE_RULES]).not.toEqual(expect.arrayContaining(["SpellCheck"]));
    expect(HARPER_RARE_RULES).not.toEqual(expect.arrayContaining(["PluralWrongWordOfPhrase", "SplitWords", "MergeWords"]));
    expect(harperLintConfig()).not.toHaveProperty("SpellCheck");
    expect(harperLintConfig()).not.toHaveProperty("TheAnother");
    expect((await issues("I saw the another dog.")).map((issue) => issue.rule)).toContain("harper:TheAnother");
  }, 30_000);

  it("keeps on the cut rules that catch learner errors, and they leave the correct wording alone", async () => {
    const cut = new Set([...HARPER_SILENT_RULES, ...HARPER_RARE_RULES]);
    expect(Object.keys(HARPER_RULES_KEPT_ON).filter((rule) => !cut.has(rule))).toEqual([]);
    for (const rule of Object.keys(HARPER_RULES_KEPT_ON)) {
      expect(harperLintConfig()).not.toHaveProperty(rule);
    }
    const rulesOn = async (text: string) => (await issues(text)).map((issue) => issue.rule);
    expect(await rulesOn("I need some piece of mind.")).toContain("harper:PeaceOfMind");
    expect(await rulesOn("My principle goal is to learn.")).toContain("harper:PrincipleToPrincipalRoleNoun");
    expect(await rulesOn("The whether is nice today.")).toContain("harper:TheWhetherWeather");
    for (const correct of [
      "I need some peace of mind.",
      "My principal goal is to learn.",
      "It is easier to learn.",
      "The weather is nice today.",
      "To some extent I agree.",
      "A piece of cake.",
    ]) {
      expect(await issues(correct), correct).toEqual([]);
    }
  }, 30_000);

  it("gives every Harper finding a kind: spelling, punctuation, style or grammar", async () => {
    const findings = await lintWithHarper("We has a dog. I saw the catt. they left.", "en-US");
    const kindAt = (word: string) =>
      findings.find((finding) => finding.start === "We has a dog. I saw the catt. they left.".indexOf(word))?.kind;
    expect(kindAt("catt")).toBe("spelling");
    expect(kindAt("they")).toBe("punctuation");
    expect(findings.every((finding) => finding.kind === kindOfCategory(finding.category))).toBe(true);
    expect(Object.values(KIND_BY_LINT_KIND)).toContain("style");
  }, 30_000);

  it("does not spell-check identifiers, paths, links, addresses or units", async () => {
    expect(
      ["workflowId", "app/account", "https://example.com", "jo@example.com", "snake_case", "v2", "index.html,"].every(isTechnicalToken),
    ).toBe(true);
    expect(["colour", "isnt", "teh", "Wordloom."].some(isTechnicalToken)).toBe(false);
    expect(await issues("Open app/account, set workflowId and wait 5 s before you mail jo@exmple.com.")).toEqual([]);
    // Names inside a sentence are not spell-checked unless a suggestion is one edit away; a misspelt word at the start still is.
    expect(await issues("We met Amitabh in Belgrano.")).toEqual([]);
    expect((await issues("We trust the Goverments of both countries.")).map((issue) => issue.word)).toEqual(["Goverments"]);
    expect((await issues("Comsumers like it.")).map((issue) => issue.word)).toEqual(["Comsumers"]);
  }, 30_000);

  it("turns “insert after” suggestions into replacements of the flagged text", async () => {
    const found = await issues("I think, its ok.");
    for (const issue of found) {
      expect(issue.replacements.every((replacement) => replacement !== issue.word)).toBe(true);
    }
  }, 30_000);

  it("offers each replacement once, without a space the flagged words do not have", async () => {
    const [their] = await issues("Their going to the shop.");
    expect(their).toMatchObject({ word: "Their", rule: "harper:TheirToTheyre" });
    expect(their?.replacements).toEqual(["They're"]);
  }, 30_000);
});
