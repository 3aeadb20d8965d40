import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "such")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("such as a determiner", () => {
  it("flags such pointing back at a noun or defined term", () => {
    expect(hits("Upon receipt of such notice, the Tenant must leave.")).toEqual([["such", "the"]]);
    expect(hits("Such Party must pay the costs.")).toEqual([["Such", "The"]]);
  });

  it("leaves ordinary uses alone", () => {
    expect(hits("Fruit such as apples is healthy.")).toEqual([]);
    expect(hits("It was such a long day.")).toEqual([]);
    expect(hits("There is no such notice on file.")).toEqual([]);
    expect(hits("Any such payment is refundable.")).toEqual([]);
    expect(hits("Such cases are rare.")).toEqual([]);
    expect(hits("The Buyer will provide such information as the Seller requests.")).toEqual([]);
    expect(hits("As such, the clause is void.")).toEqual([]);
  });
});
