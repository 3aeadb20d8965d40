import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * Nonstandard forms of common words, out of place in written prose: "anyways" → "anyway",
 * "irregardless" → "regardless", "nowheres" → "nowhere", "somewheres" → "somewhere".
 */

const RULE = "nonstandard-forms";

const STANDARD: ReadonlyMap<string, string> = new Map([
  ["anyways", "anyway"],
  ["irregardless", "regardless"],
  ["nowheres", "nowhere"],
  ["somewheres", "somewhere"],
  ["anywheres", "anywhere"],
]);

export const nonstandardForms: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const standard = STANDARD.get(token.lower);
      if (standard) {
        findings.push(
          makeFinding({
            rule: RULE,
            from: token,
            replacements: [matchCase(standard, token.text)],
            message: `“${token.text}” is nonstandard in written English: use “${standard}”.`,
            shortMessage: "Nonstandard word",
            category: "Word choice",
            issueType: "Nonstandard word",
          }),
        );
      }
    }
    return findings;
  },
};
