import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) => checkLegal([{ id: "b", text }]).filter((finding) => finding.ruleId === "and-or");

describe("and/or", () => {
  it("flags and/or and or/and without a correction", () => {
    const [finding] = hits("The Buyer may return the goods and/or request a refund.");
    expect(finding).toMatchObject({ originalText: "and/or", correctedText: null, errorType: "Ambiguous conjunction" });
    expect(hits("Payment by cheque or / and card.").map((item) => item.originalText)).toEqual(["or / and"]);
  });

  it("leaves plain conjunctions and other slashes alone", () => {
    expect(hits("The Buyer may return the goods or request a refund, or both.")).toEqual([]);
    expect(hits("Use the input/output port and the read/write head.")).toEqual([]);
  });
});
