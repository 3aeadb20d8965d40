import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fnv1a64, toSignedDecimal } from "./hash64";
import { tokenize } from "./tokenize";
import { fingerprints, GUARANTEE, K, kgramHashes, W, winnow } from "./winnow";

/** A deterministic pseudo-random word list (xorshift), so the statistics below do not flake. */
const randomWords = (count: number, seed: number, vocabulary = 3000): string[] => {
  let state = seed || 1;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  const words: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = Math.floor(next() * vocabulary);
    words.push(`w${id.toString(36)}`);
  }
  return words;
};

const ESSAY =
  "The committee met on Tuesday to review the annual budget. After a long discussion, the members agreed that the library " +
  "should receive more money for books, staff and longer opening hours during the winter months.";

describe("tokenize", () => {
  it("gives lower-case words with exact offsets, keeping inner apostrophes and splitting hyphens", () => {
    const text = "Don’t stop — it's well-known: Café 42!";
    const tokens = tokenize(text);
    expect(tokens.map((token) => token.word)).toEqual(["don't", "stop", "it's", "well", "known", "café", "42"]);
    for (const token of tokens) {
      expect(text.slice(token.start, token.end).toLowerCase().replace("’", "'")).toBe(token.word);
    }
  });
});

describe("winnow", () => {
  it("keeps the rightmost minimum of each window, each position once", () => {
    const hashes = [5, 3, 3, 7, 9, 1, 1, 8].map((lo) => ({ hi: 0, lo }));
    // Windows of 4: [5,3,3,7]→2, [3,3,7,9]→2, [3,7,9,1]→5, [7,9,1,1]→6, [9,1,1,8]→6.
    expect(winnow(hashes, 4)).toEqual([2, 5, 6]);
  });

  it("gives the minimum of a sequence shorter than one window, and nothing for no hashes", () => {
    expect(
      winnow([
        { hi: 0, lo: 4 },
        { hi: 0, lo: 2 },
      ]),
    ).toEqual([1]);
    expect(winnow([])).toEqual([]);
  });

  it("selects about 2 / (W + 1) = 0.4 fingerprints per word on long text", () => {
    for (const seed of [7, 99, 12345]) {
      const words = randomWords(20_000, seed);
      const density = fingerprints(words.join(" ")).length / words.length;
      expect(density).toBeGreaterThan(0.37);
      expect(density).toBeLessThan(0.43);
    }
  });
});

describe("fingerprints", () => {
  it("hashes every 5-word k-gram of lower-cased words joined by one space", () => {
    const tokens = tokenize("One, TWO three.\nFour five six");
    const hashes = kgramHashes(tokens);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toEqual(fnv1a64("one two three four five"));
    expect(hashes[1]).toEqual(fnv1a64("two three four five six"));
  });

  it("is stable: the same text always gives these hashes", () => {
    const prints = fingerprints(ESSAY);
    // Hard-coded so a change to tokenising or hashing (which would orphan every stored fingerprint) fails here.
    // The first value was checked independently with Python: FNV-1a 64 of b"on tuesday to review the".
    expect(prints.slice(0, 4)).toEqual([
      { hash: "610195215647375259", position: 3, start: 18, end: 42 },
      { hash: "1752538244983763873", position: 7, start: 39, end: 65 },
      { hash: "550821665005888372", position: 8, start: 43, end: 70 },
      { hash: "1664312503946272727", position: 10, start: 58, end: 86 },
    ]);
    expect(prints).toHaveLength(13);
    expect(fingerprints(ESSAY)).toEqual(prints);
    expect(prints[0]?.hash).toBe(toSignedDecimal(fnv1a64("on tuesday to review the")));
  });

  it("ignores case, punctuation and spacing", () => {
    const messy = ESSAY.toUpperCase().replace(/ /g, "   ").replace(/\./g, "!");
    expect(fingerprints(messy).map((print) => print.hash)).toEqual(fingerprints(ESSAY).map((print) => print.hash));
  });

  it("gives no fingerprint for fewer than K words and one for K words", () => {
    expect(fingerprints("one two three four")).toEqual([]);
    expect(fingerprints("one two three four five")).toHaveLength(1);
  });

  it("reports k-gram offsets that cover exactly the k-gram's words (property)", () => {
    const word = fc.constantFrom("alpha", "Beta", "naïve", "😀x", "don’t", "42", "ÉCOLE", "straße", "x");
    const gap = fc.constantFrom(" ", ", ", " — ", "\n", "  (", "). ", "/", "-");
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 0, maxLength: 40 }), (parts) => {
        const text = parts.map(([w, g]) => w + g).join("");
        const tokens = tokenize(text);
        let previous = -1;
        for (const print of fingerprints(text)) {
          expect(print.position).toBeGreaterThan(previous);
          previous = print.position;
          expect(print.start).toBe(tokens[print.position]?.start);
          expect(print.end).toBe(tokens[print.position + K - 1]?.end);
          const words = tokenize(text.slice(print.start, print.end)).map((token) => token.word);
          expect(words).toEqual(tokens.slice(print.position, print.position + K).map((token) => token.word));
          expect(print.hash).toBe(toSignedDecimal(fnv1a64(words.join(" "))));
        }
      }),
    );
  });

  it(`finds any shared run of at least ${GUARANTEE} words (property)`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: GUARANTEE, max: 20 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (seed, runLength, before, after) => {
          const source = randomWords(200, seed);
          const run = source.slice(50, 50 + runLength);
          // Other words come from a disjoint vocabulary, so only the run can match.
          const prefix = randomWords(before, seed + 1).map((word) => `z${word}`);
          const suffix = randomWords(after, seed + 2).map((word) => `y${word}`);
          const suspect = [...prefix, ...run, ...suffix].join(" ");
          const sourceHashes = new Set(fingerprints(source.join(" ")).map((print) => print.hash));
          const shared = fingerprints(suspect).filter((print) => sourceHashes.has(print.hash));
          expect(shared.length).toBeGreaterThan(0);
          for (const print of shared) {
            expect(print.position).toBeGreaterThanOrEqual(before);
            expect(print.position + K).toBeLessThanOrEqual(before + runLength);
          }
        },
      ),
    );
  });

  it("uses the window and k-gram sizes of the handbook", () => {
    expect([K, W, GUARANTEE]).toEqual([5, 4, 8]);
  });
});
