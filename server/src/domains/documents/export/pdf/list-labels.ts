import type { Block } from "@wordloom/shared/model";

const ROMAN: [number, string][] = [
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

/** Lower-case roman numerals; spec document 2 §5 allows 1 to 3999, beyond that the number is written in digits. */
export const toRoman = (value: number): string => {
  if (value < 1 || value > 3999) {
    return String(value);
  }
  let rest = value;
  let text = "";
  for (const [amount, numeral] of ROMAN) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
};

/**
 * The marker of every list item in document order: "1." and "i." count on within a list and start
 * again after any other block; a nested count starts again under each top-level item.
 */
export const listLabels = (blocks: readonly Block[]): Map<string, string> => {
  const labels = new Map<string, string>();
  let number = 0;
  let nestedNumber = 0;
  for (const block of blocks) {
    switch (block.htmlType) {
      case "number-item":
        number += 1;
        nestedNumber = 0;
        labels.set(block.id, `${number}.`);
        break;
      case "nested-number-item":
        nestedNumber += 1;
        labels.set(block.id, `${toRoman(nestedNumber)}.`);
        break;
      case "bullet-item":
        nestedNumber = 0;
        labels.set(block.id, "•");
        break;
      case "nested-bullet-item":
        labels.set(block.id, "◦");
        break;
      default:
        number = 0;
        nestedNumber = 0;
    }
  }
  return labels;
};
