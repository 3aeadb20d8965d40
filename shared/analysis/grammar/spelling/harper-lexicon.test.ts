import { describe, expect, it } from "vitest";
import { buildHarperLexicon } from "./harper-lexicon";

const affixes = JSON.stringify({
  affixes: {
    S: {
      kind: "suffix",
      cross_product: true,
      replacements: [
        { remove: "y", add: "ies", condition: "[^aeiou]y" },
        { remove: "", add: "s", condition: "[aeiou]y" },
        { remove: "", add: "s", condition: "[^sxzhy]" },
      ],
    },
    g: { kind: "suffix", cross_product: true, replacements: [{ remove: "", add: "'s", condition: "." }] },
    U: { kind: "prefix", cross_product: true, replacements: [{ remove: "", add: "un", condition: "." }] },
    N: { kind: "property" },
  },
  properties: {},
});

const dictionary = ["3", "# Start of original dictionary import", "", "baby/NSg", "key/S", "Harper/Og   # a name", "tie/SU", "a lot"].join(
  "\n",
);

describe("buildHarperLexicon", () => {
  it("holds every entry and the forms its affix flags make, in lower case", () => {
    const words = buildHarperLexicon({ dictionary, affixes });
    expect([...words].sort()).toEqual(
      ["a lot", "babies", "baby", "baby's", "harper", "harper's", "key", "keys", "tie", "ties", "untie", "unties"].sort(),
    );
  });
});
