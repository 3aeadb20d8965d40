import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { IdiomFindingSchema } from "../../model/analysis.overview";
import { IdiomFindingSchema as FindingSchema } from "../../model/analysis.overview";
import { HONEYBEES, SOURDOUGH } from "../overview/test-texts";
import { findIdioms, type IdiomFinding } from "./find";

const TEXT = [
  "We finally bit the bullet and replaced the roof.",
  "Honestly, the exam was a piece of cake.",
  "She kept her fingers crossed all week.",
  "It's a small world, isn't it?",
].join(" ");

describe("findIdioms", () => {
  const findings = findIdioms([{ id: "p1", text: TEXT }]);

  it("finds idioms in any verb form, with exact offsets", () => {
    const bullet = findings.find((finding) => finding.idiom === "bite the bullet");
    expect(bullet).toMatchObject({ blockId: "p1", sentenceIndex: 0, text: "bit the bullet", kind: "verb", isCliche: true });
    expect(bullet && TEXT.slice(bullet.start, bullet.end)).toBe("bit the bullet");
    expect(bullet?.meaning).toBe("to make yourself do something unpleasant that cannot be avoided");
  });

  it("gives WordNet's gloss where WordNet has the idiom", () => {
    expect(findings.find((finding) => finding.idiom === "a piece of cake")).toMatchObject({
      sentenceIndex: 1,
      text: "a piece of cake",
      meaning: "any undertaking that is easy to do",
      example: expect.stringMatching(/piece of cake/i),
      isCliche: false,
    });
  });

  it("flags clichés from no-cliches, with no meaning when they are not curated idioms", () => {
    expect(findings.find((finding) => finding.text === "kept her fingers crossed")).toMatchObject({
      idiom: "keep your fingers crossed",
      meaning: null,
      example: null,
      kind: null,
      isCliche: true,
      sentenceIndex: 2,
    });
  });

  it("lists findings in text order, sentence by sentence", () => {
    expect(findings.map((finding) => finding.sentenceIndex)).toEqual([...findings.map((finding) => finding.sentenceIndex)].sort());
    expect(findings.map((finding) => finding.idiom)).toEqual([
      "bite the bullet",
      "a piece of cake",
      "keep your fingers crossed",
      "it's a small world",
    ]);
    for (const finding of findings) {
      expect(FindingSchema.parse(finding)).toEqual(finding);
    }
  });

  it("prefers the curated idiom over a longer cliché around it", () => {
    const [finding] = findIdioms([{ id: "p1", text: "Leave politely and don't burn your bridges." }]);
    expect(finding).toMatchObject({ idiom: "burn one's bridges", text: "burn your bridges", isCliche: true });
  });

  it("finds nothing in plain factual prose", () => {
    expect(
      findIdioms([
        { id: "bees", text: HONEYBEES },
        { id: "bread", text: SOURDOUGH },
      ]),
    ).toEqual([]);
  });

  it("has the result schema's shape", () => {
    expectTypeOf<IdiomFinding>().toExtend<z.output<typeof IdiomFindingSchema>>();
  });
});
