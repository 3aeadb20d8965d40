import { describe, expect, it } from "vitest";
import { citationsReport, grammarReport, inclusiveReport, legalReport, offensiveReport, piiReport, plagiarismReport } from "./findings";
import { highlightColorOf } from "./highlight-colors";

const at = { sentenceIndex: 0 };

describe("findings from the analysis answers", () => {
  it("orders findings by paragraph (numerically) and offset, with grammar's Remove when there is no replacement", () => {
    const report = grammarReport({
      results: {
        p10: [
          {
            ...at,
            blockId: "p10",
            start: 0,
            end: 3,
            text: "teh",
            word: "teh",
            replacements: ["the"],
            message: "Spelling",
            shortMessage: "Typo",
            category: "Spelling",
            kind: "spelling",
            issueType: "misspelling",
            ruleId: "r",
            source: "harper",
          },
        ],
        p2: [
          {
            ...at,
            blockId: "p2",
            start: 9,
            end: 12,
            text: "the",
            word: "the",
            replacements: [],
            message: "Repeated word",
            shortMessage: "Repeat",
            category: "Style",
            kind: "grammar",
            issueType: "duplication",
            ruleId: "r",
            source: "retext",
          },
          {
            ...at,
            blockId: "p2",
            start: 0,
            end: 5,
            text: "Their",
            word: "Their",
            replacements: ["There"],
            message: "Wrong word",
            shortMessage: "Confused",
            category: "Grammar",
            kind: "grammar",
            issueType: "grammar",
            ruleId: "r",
            source: "wordloom",
          },
        ],
      },
    });
    expect(report.findings.map((finding) => [finding.blockId, finding.start, finding.suggestions, finding.removable])).toEqual([
      ["p2", 0, ["There"], false],
      ["p2", 9, [], true],
      ["p10", 0, ["the"], false],
    ]);
    expect(report.findings.map((finding) => finding.grammarKind)).toEqual(["grammar", "grammar", "spelling"]);
  });

  it("marks style suggestions apart from errors, with a grey highlight instead of the errors' pink", () => {
    const issue = {
      ...at,
      blockId: "p0",
      start: 0,
      end: 11,
      text: "in order to",
      word: "in order to",
      replacements: ["to"],
      message: "Simpler",
      shortMessage: "Simpler wording",
      category: "Style" as const,
      kind: "style" as const,
      issueType: "Simpler wording",
      ruleId: "retext:simplify:in-order-to",
      source: "retext" as const,
    };
    const [style, error] = grammarReport({
      results: { p0: [issue, { ...issue, start: 12, end: 15, kind: "grammar", category: "Grammar" }] },
    }).findings;
    expect(style?.grammarKind).toBe("style");
    expect(style && highlightColorOf(style)).toBe("Gray25");
    expect(error && highlightColorOf(error)).toBe("Pink");
  });

  it("offers offensive replacements, or only Okay without one", () => {
    const report = offensiveReport({
      results: {
        p0: [
          {
            ...at,
            blockId: "p0",
            start: 0,
            end: 4,
            text: "damn",
            word: "damn",
            root: "damn",
            replacements: ["darn"],
            severity: "low" as const,
          },
          { ...at, blockId: "p0", start: 5, end: 9, text: "crap", word: "crap", root: "crap", replacements: [], severity: "low" as const },
        ],
      },
      sentences: {},
    });
    expect(report.findings.map((finding) => [finding.title, finding.suggestions, finding.okayOnly])).toEqual([
      ["damn", ["darn"], false],
      ["crap", [], true],
    ]);
  });

  it("applies the spec's result filtering to compliance (low sensitivity, asterisks, empty error types, low probability)", () => {
    const pii = piiReport({
      results: {
        p0: [
          {
            ...at,
            blockId: "p0",
            start: 0,
            end: 5,
            text: "a@b.c",
            entityType: "EMAIL",
            sensitivity: "high",
            context: "e-mail",
            masked: "*****",
          },
          { ...at, blockId: "p0", start: 6, end: 9, text: "Bob", entityType: "NAME", sensitivity: "low", context: "name", masked: "***" },
          { ...at, blockId: "p0", start: 10, end: 13, text: "***", entityType: "ID", sensitivity: "high", context: "id", masked: "***" },
        ],
      },
    });
    expect(pii.findings.map((finding) => [finding.title, finding.suggestions])).toEqual([["EMAIL", ["*****"]]]);

    const legal = legalReport({
      results: {
        p0: [
          {
            ...at,
            blockId: "p0",
            start: 0,
            end: 8,
            text: "hereinto",
            errorType: "Archaic",
            originalText: "hereinto",
            correctedText: "into this",
            message: "Plain English",
          },
          {
            ...at,
            blockId: "p0",
            start: 9,
            end: 12,
            text: "sha",
            errorType: "Ambiguity",
            originalText: "shall",
            correctedText: null,
            message: "Say must",
          },
          { ...at, blockId: "p0", start: 13, end: 14, text: "x", errorType: " ", originalText: "x", correctedText: "y", message: "" },
        ],
      },
    });
    expect(legal.findings.map((finding) => [finding.title, finding.suggestions, finding.okayOnly])).toEqual([
      ["Archaic", ["into this"], false],
      ["Ambiguity", [], true],
    ]);

    const citations = citationsReport({
      results: {
        p0: [
          {
            ...at,
            blockId: "p0",
            start: 0,
            end: 10,
            text: "Sales grew",
            textSegment: "Sales grew",
            probability: 0.8,
            reasons: ["statistic"],
          },
          { ...at, blockId: "p0", start: 11, end: 20, text: "It rained", textSegment: "It rained", probability: 0.2, reasons: [] },
        ],
      },
    });
    expect(citations.findings.map((finding) => [finding.title, finding.okayOnly])).toEqual([["Citation needed (80%)", true]]);

    const inclusive = inclusiveReport({
      results: {
        p0: [
          {
            ...at,
            blockId: "p0",
            start: 0,
            end: 8,
            text: "chairman",
            originalPhrase: "chairman",
            suggestedAlternatives: ["chair"],
            sensitivity: "medium",
            message: "Gendered",
          },
          {
            ...at,
            blockId: "p0",
            start: 9,
            end: 12,
            text: "guy",
            originalPhrase: "guy",
            suggestedAlternatives: ["person"],
            sensitivity: "low",
            message: "Casual",
          },
        ],
      },
    });
    expect(inclusive.findings.map((finding) => finding.suggestions)).toEqual([["chair"]]);
  });

  it("keeps the plagiarism score and only sources above 10", () => {
    const report = plagiarismReport({
      score: 42,
      label: "Plagiarised - 42%",
      searched: { organization: false, referenceWorks: 0, provider: null },
      sources: [
        { score: 55, description: "Public post", url: "https://example.test/a", kind: "public" },
        { score: 5, description: "Weak match", url: null, kind: "web" },
      ],
      results: {
        p0: [
          { ...at, blockId: "p0", start: 0, end: 20, text: "A copied sentence is", sourceIndexes: [0, 1] },
          { ...at, blockId: "p0", start: 21, end: 30, text: "weak only", sourceIndexes: [1] },
        ],
      },
    });
    expect(report.plagiarism).toEqual({
      score: 42,
      label: "Plagiarised - 42%",
      searched: { organization: false, referenceWorks: 0, provider: null },
      sources: [{ score: 55, description: "Public post", url: "https://example.test/a" }],
    });
    expect(report.findings.map((finding) => [finding.text, finding.score, finding.sources?.length])).toEqual([
      ["A copied sentence is", 55, 1],
    ]);
  });
});
