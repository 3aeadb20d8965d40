import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { LegalFindingSchema } from "../../model/analysis";
import { segmentSentences } from "../segment";
import { keepLegalFinding } from "../../rules/findings";
import { checkLegal, documentNounOf } from "./check";
import type { LegalFinding, LegalRule } from "./rule";

const CONTRACT = [
  'This Agreement is made by and between John Smith (hereinafter referred to as "the Tenant") and Acme Ltd.',
  "WHEREAS, the Landlord owns the premises. This Agreement shall commence on 03/04/2025 and runs for five (6) years.",
  "Dr. Lee may inspect said premises. The Tenant shall pay the rent and/or other charges.",
];

describe("checkLegal", () => {
  it("gives block ids, segmenter sentence indexes and exact offsets", () => {
    const blocks = CONTRACT.map((text, index) => ({ id: `p${index}`, text }));
    const findings = checkLegal(blocks);
    expect(findings.map((finding) => [finding.blockId, finding.sentenceIndex, finding.originalText])).toEqual([
      ["p0", 0, "by and between"],
      ["p0", 0, 'hereinafter referred to as "the Tenant"'],
      ["p1", 0, "WHEREAS"],
      ["p1", 1, "shall commence"],
      ["p1", 1, "03/04/2025"],
      ["p1", 1, "five (6)"],
      ["p2", 0, "said"],
      ["p2", 1, "and/or"],
    ]);
    for (const finding of findings) {
      const block = blocks.find((candidate) => candidate.id === finding.blockId);
      expect(block?.text.slice(finding.start, finding.end)).toBe(finding.text);
      expect(finding.originalText).toBe(finding.text);
      const sentence = segmentSentences(block?.text ?? "")[finding.sentenceIndex];
      expect(sentence && sentence.start <= finding.start && finding.end <= sentence.end).toBe(true);
    }
  });

  it("says nothing about plain English", () => {
    expect(
      checkLegal([{ id: "a", text: "The Tenant must pay the rent on the first day of each month. The lease begins on 4 March 2025." }]),
    ).toEqual([]);
    expect(
      checkLegal([
        { id: "a", text: "" },
        { id: "b", text: "   " },
      ]),
    ).toEqual([]);
  });

  it("drops findings with an empty error type (spec 2 §5)", () => {
    const blank: LegalRule = { id: "blank", errorType: " ", message: "m", find: () => [{ start: 0, end: 3, correctedText: null }] };
    const real: LegalRule = { id: "real", errorType: "Real", message: "m", find: () => [{ start: 0, end: 3, correctedText: "x" }] };
    const findings = checkLegal([{ id: "a", text: "One two." }], undefined, [blank, real]);
    expect(findings.map((finding) => finding.ruleId)).toEqual(["real"]);
    expect(keepLegalFinding({ ...(findings[0] as LegalFinding), errorType: "" })).toBe(false);
  });

  it("finds the name the document gives itself", () => {
    expect(documentNounOf([{ id: "a", text: "This Lease and this Lease and this Agreement." }])).toBe("Lease");
    expect(documentNounOf([{ id: "a", text: "this agreement is lower case" }])).toBeNull();
  });

  it("matches the API's finding shape", () => {
    expectTypeOf<LegalFinding>().toExtend<z.output<typeof LegalFindingSchema>>();
  });

  it("reports text equal to block.text.slice(start, end) for any mix of legal phrases (property)", () => {
    const piece = fc.constantFrom(
      "This Agreement shall commence on 03/04/2025.",
      "The Tenant shall pay five (6) pounds and/or more.",
      "WHEREAS, said premises are null and void",
      "hereby agrees",
      "notwithstanding anything to the contrary herein,",
      "Dr. Smith, the same, provided that 😀",
      "“Premises” shall mean the flat.",
      "Ça va? naïve café.",
      "\n",
      "  ",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.constantFrom<"en-US" | "en-GB">("en-US", "en-GB"), (pieces, dialect) => {
        const text = pieces.join(" ");
        const sentences = segmentSentences(text);
        for (const finding of checkLegal([{ id: "x", text }], { dialect })) {
          expect(text.slice(finding.start, finding.end)).toBe(finding.text);
          expect(finding.originalText).toBe(finding.text);
          expect(finding.errorType.trim()).not.toBe("");
          const sentence = sentences[finding.sentenceIndex];
          expect(sentence && sentence.start <= finding.start && finding.end <= sentence.end).toBe(true);
        }
      }),
    );
  });
});
