export const MIN_ROMAN = 1;
export const MAX_ROMAN = 3999;

const NUMERALS: readonly (readonly [number, string])[] = [
  [1000, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"],
];

/** Whether `value` can be written in roman numerals (spec document 2 §5: only 1 to 3999). */
export const isRomanRange = (value: number): boolean => Number.isInteger(value) && value >= MIN_ROMAN && value <= MAX_ROMAN;

/**
 * Lower-case roman numeral of `value` (the marker of nested numbered items: i, ii, iii, iv, …).
 * Throws a RangeError outside 1–3999.
 */
export const toRoman = (value: number): string => {
  if (!isRomanRange(value)) {
    throw new RangeError(`Roman numerals are only defined for whole numbers from ${MIN_ROMAN} to ${MAX_ROMAN}, not ${value}`);
  }
  let rest = value;
  let result = "";
  for (const [amount, numeral] of NUMERALS) {
    while (rest >= amount) {
      result += numeral;
      rest -= amount;
    }
  }
  return result;
};

/** The marker of a nested numbered item: its roman numeral, or the plain number outside 1–3999. */
export const nestedNumberMarker = (value: number): string => (isRomanRange(value) ? toRoman(value) : String(value));
