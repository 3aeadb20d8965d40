import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { PlagiarismSpanSchema } from "../../model/analysis";
import { containment, countsAsSource, joinBlocks, locateSpans, matchedSpans, mergeRanges, type LocatedSpan } from "./spans";
import { fingerprints } from "./winnow";

const SOURCE =
  "Winnowing selects a small set of hashes from every document so that copied passages can be found quickly. " +
  "It guarantees that any shared run of eight words produces at least one common fingerprint between the two texts.";

describe("mergeRanges", () => {
  it("merges overlapping and touching ranges and unites their sources", () => {
    expect(
      mergeRanges([
        { start: 10, end: 20, sources: [1] },
        { start: 0, end: 5, sources: [0] },
        { start: 15, end: 25, sources: [2, 1] },
        { start: 25, end: 30, sources: [] },
        { start: 40, end: 41, sources: [3] },
      ]),
    ).toEqual([
      { start: 0, end: 5, sources: [0] },
      { start: 10, end: 30, sources: [1, 2] },
      { start: 40, end: 41, sources: [3] },
    ]);
  });
});

describe("matchedSpans", () => {
  it("turns matched k-grams of a copied passage into one deduplicated span", () => {
    const copied = "It guarantees that any shared run of eight words produces at least one common fingerprint";
    const suspect = `My essay starts here with original words. ${copied}. Then it ends differently today.`;
    const sourceHashes = new Set(fingerprints(SOURCE).map((print) => print.hash));
    const spans = matchedSpans(suspect, fingerprints(suspect), sourceHashes);
    expect(spans).toHaveLength(1);
    const [span] = spans;
    expect(span?.text).toBe(suspect.slice(span?.start, span?.end));
    expect(copied.includes(span?.text ?? "")).toBe(true);
    expect(span?.text.split(" ").length).toBeGreaterThanOrEqual(8);
  });

  it("carries source indexes from a hash → sources map", () => {
    const prints = fingerprints(SOURCE);
    const matches = new Map<string, number[]>(prints.slice(0, 3).map((print, index) => [print.hash, [index % 2]]));
    const spans = matchedSpans(SOURCE, prints, matches);
    expect(spans.flatMap((span) => span.sourceIndexes)).toEqual([0, 1]);
  });

  it("gives nothing for unrelated text and a containment of 0", () => {
    const prints = fingerprints("Completely different prose about gardening, tomatoes and the smell of rain in late summer.");
    const sourceHashes = new Set(fingerprints(SOURCE).map((print) => print.hash));
    expect(matchedSpans("x", prints, sourceHashes)).toEqual([]);
    expect(containment(prints, sourceHashes)).toBe(0);
    expect(containment(fingerprints(SOURCE), sourceHashes)).toBe(100);
    expect(containment([], sourceHashes)).toBe(0);
  });

  it("gives disjoint sorted spans whose text is the slice (property)", () => {
    const word = fc.constantFrom("the", "cat", "sat", "on", "a", "mat", "dog", "ran", "far", "away", "naïve", "😀");
    fc.assert(
      fc.property(fc.array(word, { minLength: 5, maxLength: 80 }), fc.array(fc.boolean(), { maxLength: 80 }), (words, picks) => {
        const text = words.join(" ");
        const prints = fingerprints(text);
        const matched = new Set(prints.filter((_, index) => picks[index] === true).map((print) => print.hash));
        const spans = matchedSpans(text, prints, matched);
        spans.forEach((span, index) => {
          expect(span.text).toBe(text.slice(span.start, span.end));
          const previous = spans[index - 1];
          if (previous) {
            expect(span.start).toBeGreaterThan(previous.end);
          }
        });
      }),
    );
  });
});

describe("countsAsSource", () => {
  it("needs a score above 10 and at least 5 shared fingerprints", () => {
    expect(countsAsSource(10, 50)).toBe(false);
    expect(countsAsSource(10.5, 5)).toBe(true);
    expect(countsAsSource(80, 4)).toBe(false);
  });
});

describe("joinBlocks and locateSpans", () => {
  it("maps a span across two blocks back to exact per-block locations with sentence indexes", () => {
    const blocks = [
      { id: "a", text: "First paragraph here. The copied passage starts in this block and" },
      { id: "b", text: "continues into the next one for a while. Original ending." },
    ];
    const joined = joinBlocks(blocks);
    expect(joined.text.slice(joined.starts[1])).toBe(blocks[1]?.text);
    const start = joined.text.indexOf("The copied");
    const end = joined.text.indexOf(" Original");
    const located = locateSpans(blocks, joined, [{ start, end, text: joined.text.slice(start, end), sourceIndexes: [2] }]);
    expect(located).toEqual([
      {
        blockId: "a",
        sentenceIndex: 1,
        start: 22,
        end: blocks[0]?.text.length,
        text: "The copied passage starts in this block and",
        sourceIndexes: [2],
      },
      { blockId: "b", sentenceIndex: 0, start: 0, end: 40, text: "continues into the next one for a while.", sourceIndexes: [2] },
    ]);
  });

  it("matches the API's span shape", () => {
    expectTypeOf<LocatedSpan>().toExtend<z.output<typeof PlagiarismSpanSchema>>();
  });

  it("locates every matched span exactly in its blocks (property)", () => {
    const sentence = fc.constantFrom(
      "The cat sat on the mat.",
      "Dogs ran far away!",
      "Is it naïve? ",
      "😀 emoji words here.",
      "Dr. Who came by.",
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(sentence, { maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.boolean(), { maxLength: 60 }),
        (paragraphs, picks) => {
          const blocks = paragraphs.map((parts, index) => ({ id: `b${index}`, text: parts.join(" ") }));
          const joined = joinBlocks(blocks);
          const prints = fingerprints(joined.text);
          const matched = new Set(prints.filter((_, index) => picks[index] === true).map((print) => print.hash));
          for (const location of locateSpans(blocks, joined, matchedSpans(joined.text, prints, matched))) {
            const block = blocks.find((candidate) => candidate.id === location.blockId);
            expect(block?.text.slice(location.start, location.end)).toBe(location.text);
            expect(location.text.trim()).toBe(location.text);
          }
        },
      ),
    );
  });
});
