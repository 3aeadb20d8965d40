import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "hereinafter")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("hereinafter", () => {
  it("keeps only the defined term when one follows", () => {
    expect(hits('John Smith (hereinafter referred to as "the Tenant") agrees.')).toEqual([
      ['hereinafter referred to as "the Tenant"', '"the Tenant"'],
    ]);
    expect(hits("Acme Ltd (hereinafter “the Supplier”) agrees.")).toEqual([["hereinafter “the Supplier”", "“the Supplier”"]]);
  });

  it("flags it without a correction otherwise, and ignores sentences without it", () => {
    expect(hits("The goods hereinafter described are sold as seen.")).toEqual([["hereinafter", null]]);
    expect(hits('John Smith ("the Tenant") agrees.')).toEqual([]);
  });
});
