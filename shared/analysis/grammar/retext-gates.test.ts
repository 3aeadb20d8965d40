import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lensWindows } from "./retext-gates";
import { lintTextsWithRetext, lintWithRetextUngated } from "./retext";
import type { GrammarFinding } from "./types";

const LENSES = ["article", "repeated", "simplify"] as const;

/** Words that make each lens fire, or nearly fire, and the punctuation that changes how retext splits. */
const WORDS = [
  ...["a", "an", "A", "An", "AN", "apple", "hour", "university", "European", "8-year-old", "X-ray", "and", "or"],
  ...["the", "The", "that", "had", "don't", "well-known", "Well-known", "it's", "Duran"],
  ...["in", "order", "to", "utilize", "utilisation", "prior", "each", "and", "every", "at", "this", "time", "whether", "not"],
  ...["learn", "Mr.", "U.S.", "e.g.", "cat", "dogs'", "½", "😀", "café"],
];
const GLUE = [" ", " ", " ", "  ", ". ", ", ", "! ", "? ", "\n", "\n\n", " (", ") ", ' "', '" ', " — ", "-", "'", "’"];

const text = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...GLUE)), { minLength: 1, maxLength: 40 })
  .map((parts) => parts.map(([word, glue]) => word + glue).join(""));

/**
 * Place, rule and replacements. The message quotes the word after an article as retext reads it, and
 * at the very end of a text retext reads a final "a." as an abbreviation ("before “a.”") where in a
 * window it reads the word and a full stop ("before “a”").
 */
const essence = (findings: readonly GrammarFinding[] | undefined) =>
  findings?.map(({ start, end, ruleId, replacements }) => ({ start, end, ruleId, replacements }));

describe("retext lenses over gated windows", () => {
  it("find what the lenses find over the whole text", () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (texts) => {
        const gated = lintTextsWithRetext(texts, LENSES);
        texts.forEach((value, index) => expect(essence(gated[index])).toEqual(essence(lintWithRetextUngated(value, LENSES))));
      }),
      { seed: 20261128, numRuns: 300 },
    );
  }, 30_000);

  it("reads only a small part of ordinary prose", () => {
    const prose =
      "We met at the station before noon. Nobody had booked tables, so we walked along the river until we found an open café. " +
      "The waiter brought coffee and bread. Later that day we took the train home and talked about the trip for hours.";
    const read = (lens: (typeof LENSES)[number]) =>
      lensWindows(lens, prose).reduce((total, window) => total + window.contextEnd - window.contextStart, 0);
    expect(read("repeated")).toBe(0);
    expect(read("simplify")).toBe(0);
    expect(read("article")).toBeLessThan(prose.length / 4);
  });

  it("keeps sentence starts as in the whole text: 'A' after a word is a letter, at a sentence start an article", () => {
    const value = "We saw Station A arrive. A hour later, a apple fell.";
    expect(lintTextsWithRetext([value], ["article"])[0]?.map((finding) => value.slice(finding.start, finding.end))).toEqual(["A", "a"]);
  });
});
