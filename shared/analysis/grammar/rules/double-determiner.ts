import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * Two determiners in a row: "For the these reasons" → "these", "a the problem" → "the". ("all the",
 * "both the" and "such a" are fine: the first word is a quantifier, not an article.)
 */

const RULE = "double-determiner";

const ARTICLES = new Set(["a", "an", "the"]);
const DETERMINERS = new Set(["a", "an", "the", "this", "these", "those", "my", "your", "his", "our", "their", "its"]);

export const doubleDeterminer: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      const after = tokens[token.index + 2];
      if (!ARTICLES.has(token.lower) || !next || !DETERMINERS.has(next.lower) || after?.kind !== "word") {
        continue;
      }
      // "the a" in "vitamin A", "a my" are typos of the same kind; names ("The The") are capitalised mid-sentence.
      if (token.index > 0 && token.text !== token.lower) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          to: next,
          replacements: [token.index === 0 ? next.text.charAt(0).toUpperCase() + next.text.slice(1) : next.text],
          message: `“${token.text}” and “${next.text}” are both determiners: keep one.`,
          shortMessage: "Double determiner",
          category: "Grammar",
          issueType: "Determiner",
        }),
      );
    }
    return findings;
  },
};
