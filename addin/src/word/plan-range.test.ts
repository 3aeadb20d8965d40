import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchHits, spaceTokens } from "../../test/fake-word/word-search";
import { planRange, type RangePlan } from "./plan-range";

/** Runs a plan the way Word would: search the scope, take the hit, join head and tail. */
const resolveLikeWord = (tokens: readonly string[], plan: RangePlan): { start: number; end: number } => {
  const scopeStart = tokens.slice(0, plan.firstToken).join("").length;
  const scopeText = tokens.slice(plan.firstToken, plan.lastToken + 1).join("");
  const hits = plan.steps.map((step) => {
    const hit = searchHits(scopeText, step.searchText, true)[step.hitIndex];
    if (!hit) {
      throw new Error(`Word would have no hit ${step.hitIndex} for ${JSON.stringify(step.text)}`);
    }
    return hit;
  });
  const first = hits[0];
  const last = hits[hits.length - 1];
  if (!first || !last) {
    throw new Error("a plan has at least one step");
  }
  return { start: scopeStart + first.start, end: scopeStart + last.end };
};

const expectExactRange = (tokens: readonly string[], text: string, start: number, end: number) => {
  const result = planRange({ tokens, text, start, end });
  if (!result.ok) {
    return result.reason;
  }
  const range = resolveLikeWord(tokens, result.plan);
  expect(text.slice(range.start, range.end)).toBe(text.slice(start, end));
  expect(range).toEqual({ start, end });
  return "ok";
};

/** Words that repeat, overlap themselves and carry Word's special characters. */
const WORDS = [
  "a",
  "an",
  "ana",
  "banana",
  "na",
  "the",
  "The",
  "__",
  "____",
  "^",
  "^p",
  "^^t",
  "*",
  "?",
  "[x]",
  "“quote”",
  "it's",
  "é",
  "😀",
  "tab\tbed",
  "~",
];
const word = fc.constantFrom(...WORDS);
const separator = fc.constantFrom(" ", " ", " ", "  ", ", ", ". ");
const sentence = fc.array(fc.tuple(word, separator), { minLength: 1, maxLength: 40 }).map((pairs) =>
  pairs
    .map(([w, s]) => w + s)
    .join("")
    .trimEnd(),
);

/** A span [start, end) inside text, never cutting a surrogate pair. */
const spanIn = (text: string) =>
  fc
    .tuple(fc.nat({ max: text.length - 1 }), fc.nat({ max: text.length - 1 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b) + 1] as const)
    .filter(([start, end]) => !/[\udc00-\udfff]/.test(text[start] ?? "") && !/[\ud800-\udbff]/.test(text[end - 1] ?? ""));

/** Any tokenisation whose pieces add up to the text (Word's own splitting is not documented in detail). */
const tokenisationOf = (text: string) =>
  fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, text.length - 1) }), { maxLength: 12 }).map((cuts) => {
    const points = [0, ...cuts.filter((cut) => cut < text.length).sort((a, b) => a - b), text.length];
    return points
      .slice(1)
      .map((point, index) => text.slice(points[index], point))
      .filter((piece) => piece.length > 0);
  });

describe("planRange (offset → Word range)", () => {
  it("picks the hit whose text and position are the flagged span, or refuses only for an overlapping hit", () => {
    fc.assert(
      fc.property(
        sentence.chain((text) => fc.tuple(fc.constant(text), spanIn(text), fc.oneof(fc.constant(spaceTokens(text)), tokenisationOf(text)))),
        ([text, [start, end], tokens]) => {
          const outcome = expectExactRange(tokens, text, start, end);
          expect(["ok", "overlapping-hit"]).toContain(outcome);
        },
      ),
      { numRuns: 600 },
    );
  });

  it("always finds the right one of a repeated word", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("a", "an", "ana", "na", "the", "^", "😀", "it's"),
        fc.integer({ min: 2, max: 30 }),
        fc.nat(),
        (repeated, count, pick) => {
          const text = Array.from({ length: count }, () => repeated).join(" ");
          const index = pick % count;
          const start = index * (repeated.length + 1);
          expect(expectExactRange(spaceTokens(text), text, start, start + repeated.length)).toBe("ok");
        },
      ),
    );
  });

  it('finds a short word inside longer words that contain it ("a" in "banana a")', () => {
    const text = "banana a banana a";
    expect(expectExactRange(spaceTokens(text), text, 16, 17)).toBe("ok");
    expect(expectExactRange(spaceTokens(text), text, 7, 8)).toBe("ok");
  });

  it("escapes carets: the search text never holds a lone special code", () => {
    fc.assert(
      fc.property(
        sentence.chain((text) => fc.tuple(fc.constant(text), spanIn(text))),
        ([text, [start, end]]) => {
          const result = planRange({ tokens: spaceTokens(text), text, start, end });
          if (result.ok) {
            for (const step of result.plan.steps) {
              expect(step.searchText.replaceAll("^^", "")).not.toContain("^");
            }
          }
        },
      ),
    );
  });

  it("splits targets longer than 255 characters into a head and a tail search", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(word, separator), { minLength: 80, maxLength: 160 }).map((pairs) => pairs.map(([w, s]) => w + s).join("")),
        fc.nat(),
        fc.integer({ min: 256, max: 900 }),
        (text, rawStart, length) => {
          fc.pre(text.length > 300);
          const start = rawStart % (text.length - 256);
          const end = Math.min(text.length, start + length);
          fc.pre(end - start > 255 && !/[\udc00-\udfff]/.test(text[start] ?? "") && !/[\ud800-\udbff]/.test(text[end - 1] ?? ""));
          const tokens = spaceTokens(text);
          const result = planRange({ tokens, text, start, end });
          if (result.ok) {
            expect(result.plan.steps).toHaveLength(2);
            for (const step of result.plan.steps) {
              expect(step.searchText.length).toBeLessThanOrEqual(255);
            }
          }
          expect(["ok", "overlapping-hit"]).toContain(expectExactRange(tokens, text, start, end));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("maps a long span of unique prose exactly", () => {
    const text = Array.from({ length: 150 }, (_, index) => `word${index}`).join(" ");
    expect(expectExactRange(spaceTokens(text), text, 10, 600)).toBe("ok");
  });

  it('refuses when Word\'s scan jumps over the start ("__" at offset 1 of "____")', () => {
    expect(planRange({ tokens: ["____"], text: "____", start: 1, end: 3 })).toEqual({ ok: false, reason: "overlapping-hit" });
    expect(expectExactRange(["____"], "____", 2, 4)).toBe("ok");
  });

  it("refuses when the tokens no longer add up to the analysed text, or the offsets are off", () => {
    expect(planRange({ tokens: ["Hello ", "world"], text: "Hello there", start: 0, end: 5 })).toEqual({
      ok: false,
      reason: "text-changed",
    });
    expect(planRange({ tokens: ["Hi"], text: "Hi", start: 1, end: 1 })).toEqual({ ok: false, reason: "bad-offsets" });
    expect(planRange({ tokens: ["Hi"], text: "Hi", start: 0, end: 3 })).toEqual({ ok: false, reason: "bad-offsets" });
  });

  it("ignores a paragraph mark Word leaves on the last range", () => {
    expect(planRange({ tokens: ["Hello ", "world\r"], text: "Hello world", start: 6, end: 11 })).toEqual({
      ok: true,
      plan: { firstToken: 1, lastToken: 1, steps: [{ text: "world", searchText: "world", hitIndex: 0 }] },
    });
    expect(planRange({ tokens: ["Hello ", "world", "\r"], text: "Hello world", start: 0, end: 5 }).ok).toBe(true);
  });

  it("scopes the search to the tokens that cover the span", () => {
    const result = planRange({
      tokens: ["The ", "cat ", "sat ", "on ", "the ", "mat"],
      text: "The cat sat on the mat",
      start: 15,
      end: 18,
    });
    expect(result).toEqual({ ok: true, plan: { firstToken: 4, lastToken: 4, steps: [{ text: "the", searchText: "the", hitIndex: 0 }] } });
  });
});
