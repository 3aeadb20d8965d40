import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "doublets")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("doublets and triplets", () => {
  it("replaces doublets and triplets with one word, keeping the case", () => {
    expect(hits("The contract is null and void.")).toEqual([["null and void", "void"]]);
    expect(hits("You must cease and desist immediately.")).toEqual([["cease and desist", "stop"]]);
    expect(hits("I give, devise and bequeath my estate to my son.")).toEqual([["give, devise and bequeath", "give"]]);
    expect(hits("I give, devise, and bequeath my estate to my son.")).toEqual([["give, devise, and bequeath", "give"]]);
    expect(hits("NULL AND VOID. Any and all claims.")).toEqual([
      ["NULL AND VOID", "VOID"],
      ["Any and all", "All"],
    ]);
    expect(hits("It remains in full force and effect.")).toEqual([["full force and effect", "full effect"]]);
  });

  it("leaves ordinary pairs alone", () => {
    expect(hits("Bread and butter, salt and pepper, the terms and conditions.")).toEqual([]);
    expect(hits("The void was null.")).toEqual([]);
  });
});
