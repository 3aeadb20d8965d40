import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";
import { parseNumberWords } from "./number-mismatch";

const hits = (text: string) => checkLegal([{ id: "b", text }]).filter((finding) => finding.ruleId === "number-mismatch");

describe("number words that disagree with numerals", () => {
  it("flags words and figures that disagree, in either order, without a correction", () => {
    const [finding] = hits("The Tenant must give five (6) days' notice.");
    expect(finding).toMatchObject({ originalText: "five (6)", correctedText: null, errorType: "Number mismatch" });
    expect(finding?.message).toContain("5");
    expect(hits("A deposit of Five Thousand Dollars ($6,000) is due.").map((item) => item.originalText)).toEqual([
      "Five Thousand Dollars ($6,000)",
    ]);
    expect(hits("Within 30 (thirteen) days.").map((item) => item.originalText)).toEqual(["30 (thirteen)"]);
    expect(hits("Interest of ten per cent (12%) applies.").map((item) => item.originalText)).toEqual(["ten per cent (12%)"]);
  });

  it("accepts words and figures that agree", () => {
    expect(hits("The Tenant must give five (5) days' notice.")).toEqual([]);
    expect(hits("Pay one hundred and twenty-five thousand dollars ($125,000.00) on signing.")).toEqual([]);
    expect(hits("Within thirty (30) days, or 30 (thirty) days at most, and twenty one (21) copies.")).toEqual([]);
    expect(hits("He was five (and very tired).")).toEqual([]);
  });

  it("parses number words", () => {
    expect(parseNumberWords("twenty-one")).toBe(21);
    expect(parseNumberWords("one hundred and five")).toBe(105);
    expect(parseNumberWords("five hundred thousand")).toBe(500_000);
    expect(parseNumberWords("two million three hundred")).toBe(2_000_300);
    expect(parseNumberWords("five five")).toBeNull();
    expect(parseNumberWords("ten one")).toBeNull();
  });
});
