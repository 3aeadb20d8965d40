import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { InclusiveFindingSchema } from "../../model/analysis";
import { segmentSentences } from "../segment";
import { keepInclusiveFinding } from "../../rules/findings";
import { checkInclusive, type InclusiveFinding } from "./check";

const phrases = async (text: string, includeLow = false) =>
  (await checkInclusive([{ id: "b", text }], { includeLow })).map((finding) => [finding.originalPhrase, finding.sensitivity]);

describe("checkInclusive", () => {
  it("maps retext-equality messages to findings with alternatives and exact offsets", async () => {
    const text = "Dr. Lee thanked everyone. The chairman asked for more manpower.";
    const findings = await checkInclusive([{ id: "p1", text }]);
    expect(
      findings.map((finding) => [finding.blockId, finding.sentenceIndex, finding.start, finding.end, finding.text, finding.sensitivity]),
    ).toEqual([
      ["p1", 1, 30, 38, "chairman", "medium"],
      ["p1", 1, 54, 62, "manpower", "medium"],
    ]);
    expect(findings[0]?.suggestedAlternatives.slice(0, 3)).toEqual(["chair", "head", "chairperson"]);
    expect(findings[0]?.message).toBe("Consider “chair”, “head”, “chairperson” instead of “chairman”.");
    expect(findings[0]?.originalPhrase).toBe("chairman");
  });

  it("flags disability language, racially charged jargon and slurs", async () => {
    expect(await phrases("He is confined to a wheelchair.")).toEqual([["confined to a wheelchair", "medium"]]);
    expect(await phrases("Add the address to the whitelist.")).toEqual([["whitelist", "medium"]]);
    expect(await phrases("Don't be a retard.")).toEqual([["retard", "high"]]);
  });

  it("capitalises alternatives like the original", async () => {
    const [finding] = await checkInclusive([{ id: "b", text: "Chairman Mao spoke." }]);
    expect(finding?.suggestedAlternatives[0]).toBe("Chair");
  });

  it("drops low-sensitivity items: condescension, pronouns and kinship (spec 2 §5)", async () => {
    const text = "She said her brother simply knew it was obvious. Just ask him.";
    expect(await phrases(text)).toEqual([]);
    const low = await phrases(text, true);
    expect(low).toContainEqual(["simply", "low"]);
    expect(low).toContainEqual(["She", "low"]);
    expect(low.every(([, sensitivity]) => sensitivity === "low")).toBe(true);
    expect(keepInclusiveFinding({ sensitivity: "low" } as InclusiveFinding)).toBe(false);
  });

  it("drops known context false positives", async () => {
    expect(await phrases("She has a Master's degree and bipolar disorder. Ask Mrs. Jones.", true)).toEqual([["She", "low"]]);
  });

  it("keeps only the longer of two nested hits of one pattern", async () => {
    expect(await phrases("Children with special needs learn here.")).toEqual([["special needs", "medium"]]);
  });

  it("honours a caller's ignore list", async () => {
    expect(await checkInclusive([{ id: "b", text: "The chairman spoke." }], { ignore: ["chairman"] })).toEqual([]);
  });

  it("says nothing about inclusive text or text without letters", async () => {
    expect(
      await checkInclusive([
        { id: "a", text: "The chair asked the staff to help." },
        { id: "b", text: "1234 !!" },
        { id: "c", text: "" },
      ]),
    ).toEqual([]);
  });

  it("matches the API's finding shape", () => {
    expectTypeOf<InclusiveFinding>().toExtend<z.output<typeof InclusiveFindingSchema>>();
  });

  it("reports text equal to block.text.slice(start, end) (property)", async () => {
    const piece = fc.constantFrom(
      "The chairman spoke.",
      "Dr. Who is confined to a wheelchair!",
      "Add it to the whitelist 😀.",
      "naïve fireman café",
      "“Policemen” and manpower, e.g. crazy.",
      "\n",
      "  ",
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), async (pieces) => {
        const text = pieces.join(" ");
        const sentences = segmentSentences(text);
        for (const finding of await checkInclusive([{ id: "x", text }], { includeLow: true })) {
          expect(text.slice(finding.start, finding.end)).toBe(finding.text);
          expect(finding.originalPhrase).toBe(finding.text);
          const sentence = sentences[finding.sentenceIndex];
          expect(sentence && sentence.start <= finding.start && finding.end <= sentence.end).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
