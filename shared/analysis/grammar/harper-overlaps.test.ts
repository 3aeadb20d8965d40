import { describe, expect, it } from "vitest";
import { withoutOverlaps } from "./harper-overlaps";

const lint = (rule: string, start: number, end: number, priority: number) => ({ rule, start, end, priority });

describe("withoutOverlaps", () => {
  it("keeps lints that do not overlap, in document order", () => {
    const a = lint("B", 10, 12, 63);
    const b = lint("A", 0, 3, 31);
    expect(withoutOverlaps([a, b])).toEqual([b, a]);
  });

  it("keeps the lint that starts first, then the longest, then the lowest priority value, then the first rule name", () => {
    const early = lint("Z", 0, 4, 90);
    const later = lint("A", 2, 6, 1);
    expect(withoutOverlaps([later, early])).toEqual([early]);
    const short = lint("A", 0, 3, 1);
    const long = lint("Z", 0, 8, 90);
    expect(withoutOverlaps([short, long])).toEqual([long]);
    const spelling = lint("SpellCheck", 5, 8, 63);
    const typo = lint("Typos", 5, 8, 31);
    expect(withoutOverlaps([spelling, typo])).toEqual([typo]);
    const second = lint("Beta", 5, 8, 31);
    const first = lint("Alpha", 5, 8, 31);
    expect(withoutOverlaps([second, first])).toEqual([first]);
  });

  it("drops a lint that starts inside the last one kept, even if it ends after it", () => {
    const kept = lint("A", 0, 5, 50);
    expect(withoutOverlaps([kept, lint("B", 4, 9, 1), lint("C", 5, 7, 50)])).toEqual([kept, lint("C", 5, 7, 50)]);
  });
});
