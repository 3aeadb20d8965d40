import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * A colon in running text is followed by a space: "4:they have a chance" → "4: they", "Note:the
 * office is closed" → "Note: the". Only a colon touching a word on both sides and followed by a common
 * function word counts, so times ("10:30"), ratios, links ("https://…") and identifiers ("std::map",
 * "key:value") are left alone.
 */

const RULE = "space-after-colon";

const FUNCTION_WORDS = new Set(
  "i you he she it we they the a an this that these those my your his her our their there if when all some most".split(" "),
);

export const spaceAfterColon: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const colon of tokens) {
      const before = tokens[colon.index - 1];
      const after = tokens[colon.index + 1];
      if (
        colon.text !== ":" ||
        !before ||
        !after ||
        before.kind !== "word" ||
        after.kind !== "word" ||
        before.end !== colon.start ||
        after.start !== colon.end ||
        !FUNCTION_WORDS.has(after.lower) ||
        tokens[colon.index + 2]?.text === ":"
      ) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: colon,
          to: after,
          replacements: [`: ${after.text}`],
          message: "Put a space after the colon.",
          shortMessage: "Space after colon",
          category: "Punctuation",
          issueType: "Spacing",
        }),
      );
    }
    return findings;
  },
};
