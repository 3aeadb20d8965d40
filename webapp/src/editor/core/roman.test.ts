import { describe, expect, it } from "vitest";
import { isRomanRange, nestedNumberMarker, toRoman } from "./roman";

describe("toRoman", () => {
  it("writes the first numbers of a nested list", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(toRoman)).toEqual(["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]);
  });

  it("uses subtractive pairs", () => {
    expect(toRoman(14)).toBe("xiv");
    expect(toRoman(40)).toBe("xl");
    expect(toRoman(90)).toBe("xc");
    expect(toRoman(400)).toBe("cd");
    expect(toRoman(944)).toBe("cmxliv");
    expect(toRoman(1999)).toBe("mcmxcix");
    expect(toRoman(2024)).toBe("mmxxiv");
  });

  it("covers 1 to 3999", () => {
    expect(toRoman(1)).toBe("i");
    expect(toRoman(3999)).toBe("mmmcmxcix");
    const all = new Set(Array.from({ length: 3999 }, (_, index) => toRoman(index + 1)));
    expect(all.size).toBe(3999);
  });

  it("refuses numbers outside 1–3999", () => {
    for (const value of [0, -1, 4000, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => toRoman(value), String(value)).toThrow(RangeError);
      expect(isRomanRange(value)).toBe(false);
    }
  });

  it("falls back to the plain number as a marker outside the range", () => {
    expect(nestedNumberMarker(4)).toBe("iv");
    expect(nestedNumberMarker(4000)).toBe("4000");
  });
});
