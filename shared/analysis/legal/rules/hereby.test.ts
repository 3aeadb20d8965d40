import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "hereby")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("hereby", () => {
  it("drops hereby and keeps the verb", () => {
    expect(hits("The parties hereby agree as follows.")).toEqual([["hereby agree", "agree"]]);
    expect(hits("I hereby certify that the information is true.")).toEqual([["hereby certify", "certify"]]);
  });

  it("ignores text without it", () => {
    expect(hits("The parties agree as follows. Hereford is a city.")).toEqual([]);
  });
});
