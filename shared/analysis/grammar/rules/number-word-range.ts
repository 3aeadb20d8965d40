import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * A range of numbers written as words takes "to", not a hyphen: "three-four years" → "three to four
 * years" (a hyphen between number words makes one number: "twenty-four"). "one-two" (a punch) is left
 * alone, and the second number must be the larger.
 */

const RULE = "number-word-range";

const SMALL_NUMBERS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const valueOf = (word: string): number | undefined => (Object.hasOwn(SMALL_NUMBERS, word) ? SMALL_NUMBERS[word] : undefined);

export const numberWordRange: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const parts = token.kind === "word" ? token.lower.split("-") : [];
      if (parts.length !== 2) {
        continue;
      }
      const [low, high] = parts.map(valueOf);
      if (low === undefined || high === undefined || high <= low) {
        continue;
      }
      const [first, second] = token.text.split("-");
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [`${first ?? ""} to ${second ?? ""}`],
          message: `A range takes “to”: “${first ?? ""} to ${second ?? ""}”.`,
          shortMessage: "Number range",
          category: "Punctuation",
          issueType: "Hyphen",
        }),
      );
    }
    return findings;
  },
};
