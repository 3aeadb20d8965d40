import { describe, expect, it } from "vitest";
import { HIGHLIGHT } from "../../highlight-classes";
import { plagiarisedSentences, plagiarismBand } from "./plagiarism-items";

describe("plagiarismBand", () => {
  it("paints 10–40 light orange, 40–60 orange, 60–100 red and nothing up to 10", () => {
    expect(plagiarismBand(10)).toBeNull();
    expect(plagiarismBand(11)).toBe(HIGHLIGHT.plagiarismLow);
    expect(plagiarismBand(39.9)).toBe(HIGHLIGHT.plagiarismLow);
    expect(plagiarismBand(40)).toBe(HIGHLIGHT.plagiarismMedium);
    expect(plagiarismBand(59)).toBe(HIGHLIGHT.plagiarismMedium);
    expect(plagiarismBand(60)).toBe(HIGHLIGHT.plagiarismHigh);
    expect(plagiarismBand(100)).toBe(HIGHLIGHT.plagiarismHigh);
  });
});

describe("plagiarisedSentences", () => {
  it("keeps only sources above 10 and scores each passage by its best source", () => {
    const sentences = plagiarisedSentences(
      {
        score: 55,
        label: "Plagiarised - 55%",
        sources: [
          { score: 80, description: "Public document", url: "/publications/@a/b", kind: "public" },
          { score: 8, description: "Weak", url: null, kind: "own" },
        ],
        searched: { organization: false, referenceWorks: 0, provider: null },
        results: {
          b1: [
            { blockId: "b1", sentenceIndex: 1, start: 20, end: 40, text: "second", sourceIndexes: [0, 1] },
            { blockId: "b1", sentenceIndex: 0, start: 0, end: 10, text: "first", sourceIndexes: [1] },
          ],
        },
      },
      [{ id: "b1", text: "", pageIndex: 0 }],
    );
    expect(sentences).toHaveLength(1);
    expect(sentences[0]).toMatchObject({ text: "second", score: 80, sources: [{ description: "Public document" }] });
  });
});
