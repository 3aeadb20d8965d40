import { describe, expect, it } from "vitest";
import {
  CITATION_THRESHOLD,
  MIN_SOURCE_SCORE,
  isCountedSource,
  isReportablePii,
  keepCitationNeed,
  keepInclusiveFinding,
  keepLegalFinding,
} from "./findings";

describe("results filtering (spec document 2 §5)", () => {
  it("drops low-sensitivity PII and PII that is all asterisks", () => {
    expect(isReportablePii({ sensitivity: "high", text: "ada@example.com" })).toBe(true);
    expect(isReportablePii({ sensitivity: "medium", text: "a**@example.com" })).toBe(true);
    expect(isReportablePii({ sensitivity: "low", text: "Ada" })).toBe(false);
    expect(isReportablePii({ sensitivity: "high", text: "***" })).toBe(false);
    expect(isReportablePii({ sensitivity: "high", text: " *** " })).toBe(false);
    expect(isReportablePii({ sensitivity: "high", text: "***-**-****" })).toBe(false);
    expect(isReportablePii({ sensitivity: "high", text: "***@***.***" })).toBe(false);
    expect(isReportablePii({ sensitivity: "high", text: "--" })).toBe(true);
  });

  it("drops low-sensitivity inclusive-language items", () => {
    expect(keepInclusiveFinding({ sensitivity: "low" })).toBe(false);
    expect(keepInclusiveFinding({ sensitivity: "medium" })).toBe(true);
    expect(keepInclusiveFinding({ sensitivity: "high" })).toBe(true);
  });

  it("drops legal items whose error type is empty or blank", () => {
    expect(keepLegalFinding({ errorType: "Archaic wording" })).toBe(true);
    expect(keepLegalFinding({ errorType: "" })).toBe(false);
    expect(keepLegalFinding({ errorType: "  " })).toBe(false);
  });

  it("drops citation needs below a probability of 0.5", () => {
    expect(CITATION_THRESHOLD).toBe(0.5);
    expect(keepCitationNeed({ probability: 0.5 })).toBe(true);
    expect(keepCitationNeed({ probability: 0.49 })).toBe(false);
  });

  it("counts plagiarism sources only above a score of 10", () => {
    expect(MIN_SOURCE_SCORE).toBe(10);
    expect(isCountedSource({ score: 10 })).toBe(false);
    expect(isCountedSource({ score: 10.1 })).toBe(true);
  });
});
