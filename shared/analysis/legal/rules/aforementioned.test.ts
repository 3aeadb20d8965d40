import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "aforementioned")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("aforementioned", () => {
  it("keeps the determiner before a noun", () => {
    expect(hits("The aforementioned property includes the house.")).toEqual([["The aforementioned", "The"]]);
    expect(hits("Repairs to this aforesaid building are due.")).toEqual([["this aforesaid", "this"]]);
  });

  it("flags the pronoun use without a correction and ignores other text", () => {
    expect(hits("The Buyer accepts the aforementioned.")).toEqual([["the aforementioned", null]]);
    expect(hits("The property mentioned above includes the house.")).toEqual([]);
  });
});
