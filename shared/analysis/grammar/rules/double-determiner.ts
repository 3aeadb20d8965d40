import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * Two determiners in a row: "For the these reasons" → "these", "a the problem" → "the", "my the car"
 * → "my", "these some concepts" → "these". ("all the", "both the" and "such a" are fine: the first
 * word is a quantifier, not an article; "Is this a…?" and "Are these the…?" are questions, and
 * "these some of" is left alone.)
 */

const RULE = "double-determiner";

const ARTICLES = new Set(["a", "an", "the"]);
const DETERMINERS = new Set(["a", "an", "the", "this", "these", "those", "my", "your", "his", "our", "their", "its"]);
const POSSESSIVES = new Set(["my", "your", "his", "our", "their"]);
const DEMONSTRATIVES = new Set(["this", "these", "those"]);
/** "this many", "these few" are fine: only "some" and "any" cannot follow a demonstrative. */
const QUANTIFIERS = new Set(["some", "any"]);

/** A possessive before another determiner ("my the"), or a demonstrative before a quantifier ("these some") in a statement. */
const isSecondDeterminer = (first: string, second: string, after: string, question: boolean): boolean =>
  (POSSESSIVES.has(first) && (DETERMINERS.has(second) || QUANTIFIERS.has(second))) ||
  (DEMONSTRATIVES.has(first) && QUANTIFIERS.has(second) && after !== "of" && !question);

export const doubleDeterminer: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      const after = tokens[token.index + 2];
      if (!next || after?.kind !== "word") {
        continue;
      }
      const question = tokens[tokens.length - 1]?.text === "?";
      const articleFirst = ARTICLES.has(token.lower) && DETERMINERS.has(next.lower);
      if (!articleFirst && !isSecondDeterminer(token.lower, next.lower, after.lower, question)) {
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
          // After an article the second word stays ("a the" → "the"); otherwise either may go ("these some" → "these" / "some").
          replacements: articleFirst
            ? [token.index === 0 ? next.text.charAt(0).toUpperCase() + next.text.slice(1) : next.text]
            : [token.text, token.index === 0 ? next.text.charAt(0).toUpperCase() + next.text.slice(1) : next.text],
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
