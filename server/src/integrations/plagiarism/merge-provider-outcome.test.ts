import { describe, expect, it } from "vitest";
import type { PlagiarismResult } from "@wordloom/shared/model";
import { mergeProviderOutcome } from "../../domains/analysis/check-plagiarism";

const corpus: PlagiarismResult = {
  score: 35,
  label: "Plagiarised - 35%",
  sources: [{ score: 35, description: "Your document “Draft”", url: null, kind: "own" }],
  results: { a: [{ blockId: "a", sentenceIndex: 0, start: 0, end: 10, text: "0123456789", sourceIndexes: [0] }] },
  searched: { organization: false, referenceWorks: 0, provider: "Copyleaks" },
};

describe("mergeProviderOutcome", () => {
  it("takes the larger score, rounded, and appends the web sources above 10 (at most ten)", () => {
    const sources = Array.from({ length: 14 }, (_, index) => ({
      score: 11 + index,
      description: `Page ${index}`,
      url: `https://example.org/${index}`,
    }));
    const merged = mergeProviderOutcome(corpus, {
      ok: true,
      scanId: "s",
      report: { aggregatedScore: 61.5, sources: [...sources, { score: 10, description: "At the threshold", url: null }] },
    });
    expect(merged.score).toBe(62);
    expect(merged.label).toBe("Plagiarised - 62%");
    expect(merged.sources[0]).toEqual(corpus.sources[0]);
    expect(merged.sources.slice(1).map((source) => source.score)).toEqual([24, 23, 22, 21, 20, 19, 18, 17, 16, 15]);
    expect(merged.sources.slice(1).every((source) => source.kind === "web")).toBe(true);
    expect(merged.results).toBe(corpus.results);
  });

  it("keeps the corpus score when it is the larger", () => {
    expect(mergeProviderOutcome(corpus, { ok: true, scanId: "s", report: { aggregatedScore: 12.2, sources: [] } })).toMatchObject({
      score: 35,
      label: "Plagiarised - 35%",
    });
  });

  it("answers Not Calculated on a failure, keeping the corpus sources and spans for highlighting", () => {
    expect(mergeProviderOutcome(corpus, { ok: false, scanId: "s", reason: "timeout" })).toEqual({
      ...corpus,
      score: null,
      label: "Not Calculated",
    });
  });
});
