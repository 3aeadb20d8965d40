import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "whereas")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("whereas", () => {
  it("flags recitals", () => {
    expect(hits("WHEREAS, the Seller owns the Property; and WHEREAS the Buyer wishes to buy it.")).toEqual([
      ["WHEREAS", null],
      ["WHEREAS", null],
    ]);
    expect(hits("Whereas the Company wishes to hire the Employee.")).toEqual([["Whereas", null]]);
    expect(hits("(A) Whereas the Company wishes to hire the Employee.")).toEqual([["Whereas", null]]);
  });

  it("leaves the contrastive conjunction alone", () => {
    expect(hits("Cats sleep most of the day, whereas dogs need walks.")).toEqual([]);
  });
});
