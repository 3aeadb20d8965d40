import { isNoun } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * "they're" means "they are"; the possessive is "their": "They're car is red" → "Their car", "they're
 * own house" → "their own". Only "they're own" and "they're" + a listed noun + a verb count ("they're
 * friends" is "they are friends").
 */

const RULE = "theyre-their";

const VERBS = new Set([
  "is",
  "was",
  "are",
  "were",
  "has",
  "have",
  "had",
  "will",
  "can",
  "could",
  "would",
  "should",
  "must",
  "looks",
  "seems",
  "look",
  "seem",
]);

export const theyreTheir: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.lower !== "they're") {
        continue;
      }
      const next = tokens[token.index + 1];
      const after = tokens[token.index + 2];
      if (!next || !(next.lower === "own" || (isNoun(next.lower) && after !== undefined && VERBS.has(after.lower)))) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [matchCase("their", token.text)],
          message: `“${token.text}” means “they are”; the possessive is “their”: “their ${next.text}”.`,
          shortMessage: "Their or they're",
          category: "Word choice",
          issueType: "Their/they're",
        }),
      );
    }
    return findings;
  },
};
