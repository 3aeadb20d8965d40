import { describe, expect, it } from "vitest";
import { dedupeFindings } from "./dedupe";
import { kindOfCategory, type GrammarFinding } from "./types";

const finding = (
  start: number,
  end: number,
  source: GrammarFinding["source"],
  replacements: string[] = ["x"],
  category: GrammarFinding["category"] = "Grammar",
): GrammarFinding => ({
  start,
  end,
  replacements,
  message: "",
  shortMessage: "",
  category,
  kind: kindOfCategory(category),
  issueType: "",
  ruleId: `${source}:rule`,
  source,
});

describe("dedupeFindings", () => {
  it("keeps one of overlapping findings from different engines, preferring one with replacements", () => {
    const noFix = finding(4, 9, "harper", []);
    const withFix = finding(4, 7, "wordloom", ["were"]);
    expect(dedupeFindings([noFix, withFix])).toEqual([withFix]);
  });

  it("prefers an error to a style suggestion, then Harper, Wordloom, retext", () => {
    const style = finding(0, 11, "retext", ["to"], "Style");
    const error = finding(3, 8, "wordloom", ["an"]);
    expect(dedupeFindings([style, error])).toEqual([error]);
    const harper = finding(0, 3, "harper");
    const wordloom = finding(0, 3, "wordloom");
    expect(dedupeFindings([wordloom, harper])).toEqual([harper]);
  });

  it("prefers Wordloom's rule to Harper's SplitWords guess on the same word", () => {
    const split = { ...finding(4, 16, "harper", ["in formations"]), ruleId: "harper:SplitWords" };
    const uncountable = finding(4, 16, "wordloom", ["information"]);
    expect(dedupeFindings([split, uncountable])).toEqual([uncountable]);
  });

  it("keeps separate findings and same-engine overlaps, in text order", () => {
    const a = finding(10, 12, "harper");
    const b = finding(0, 3, "wordloom");
    const c = finding(1, 4, "wordloom", ["y"]);
    expect(dedupeFindings([a, b, c])).toEqual([b, c, a]);
  });
});
