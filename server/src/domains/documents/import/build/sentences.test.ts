import { describe, expect, it } from "vitest";
import { LIMITS } from "@wordloom/shared/rules";
import { runsToSentences } from "./sentences";

const counter = () => ({ next: 0 });

describe("runsToSentences", () => {
  it("splits sentences with the shared segmenter and keeps each fragment's marks", () => {
    const sentences = runsToSentences([{ text: "Dr. Smith came " }, { text: "late", bold: true }, { text: ". Then he left." }], counter());
    expect(sentences.map((sentence) => sentence.text)).toEqual(["Dr. Smith came late.", "Then he left."]);
    expect(sentences[0]?.fragments).toEqual([{ text: "Dr. Smith came " }, { text: "late", bold: true }, { text: "." }]);
    expect(sentences[1]?.fragments).toEqual([{ text: "Then he left." }]);
  });

  it("collapses line breaks, tabs and repeated spaces and drops control characters", () => {
    const [sentence] = runsToSentences([{ text: "  One\n\ttwo   three\u0007 " }], counter());
    expect(sentence?.text).toBe("One two three");
  });

  it("merges neighbouring runs with the same marks into one fragment", () => {
    const [sentence] = runsToSentences([{ text: "Bold ", bold: true }, { text: "still bold", bold: true }, { text: "." }], counter());
    expect(sentence?.fragments).toEqual([{ text: "Bold still bold", bold: true }, { text: "." }]);
  });

  it("anchors a footnote on the fragment ending at its reference and numbers citations in order", () => {
    const citations = counter();
    const sentences = runsToSentences(
      [
        { text: "First claim", footnote: "Source A." },
        { text: " holds. Second claim " },
        { text: "", footnote: "Source B." },
        { text: "too." },
      ],
      citations,
    );
    expect(sentences[0]?.fragments).toEqual([
      { text: "First claim", citation: { citationIndex: 0, citationData: { citationType: "chicago-biblo", footnote: "Source A." } } },
      { text: " holds." },
    ]);
    expect(sentences[1]?.fragments[0]).toMatchObject({ text: "Second claim", citation: { citationIndex: 1 } });
    expect(sentences[1]?.fragments[1]).toEqual({ text: " too." });
    expect(citations.next).toBe(2);
  });

  it("cuts a sentence longer than a fragment may be at a space, keeping every character", () => {
    const word = "abcdefghi ";
    const text = word.repeat(5_000).trim();
    const sentences = runsToSentences([{ text }], counter());
    expect(sentences.length).toBeGreaterThan(2);
    expect(sentences.every((sentence) => sentence.text.length <= LIMITS.document.maxFragmentChars)).toBe(true);
    expect(sentences.map((sentence) => sentence.text).join(" ")).toBe(text);
  });

  it("gives every sentence a text equal to its fragments", () => {
    const sentences = runsToSentences(
      [{ text: "A " }, { text: "b", italic: true }, { text: " c. D e", href: "https://x.test" }, { text: "." }],
      counter(),
    );
    for (const sentence of sentences) {
      expect(sentence.fragments.map((fragment) => fragment.text).join("")).toBe(sentence.text);
    }
  });
});
