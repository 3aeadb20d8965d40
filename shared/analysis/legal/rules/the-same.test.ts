import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "the-same")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("the same as a pronoun", () => {
  it("flags the pronoun use", () => {
    expect(hits("The Tenant shall repair the roof and keep the same in good order.")).toEqual([["the same", null]]);
    expect(hits("The Buyer shall pay the price and the cost of the same.")).toEqual([["the same", null]]);
  });

  it("leaves the adjective of comparison alone", () => {
    expect(hits("The price remains the same.")).toEqual([]);
    expect(hits("Both parties pay the same amount at the same time.")).toEqual([]);
    expect(hits("This copy is the same as the original.")).toEqual([]);
    expect(hits("Other tenants should do the same.")).toEqual([]);
    expect(hits("The same is true of the deposit.")).toEqual([]);
  });
});

describe("the same in idioms", () => {
  it("leaves more of the same alone", () => {
    expect(hits("Sure, it's more of the same, but it works.")).toEqual([]);
  });
});
