import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * An adjective cannot stand for a thing on its own: "the important is to try" → "the important thing
 * is", "The most difficult was the exam" → "the most difficult thing". Only adjectives that English
 * does not use as nouns are listed ("the impossible", "the unknown", "the poor", "the best is yet to
 * come", "the same is true" are correct).
 */

const RULE = "adjective-as-noun";

const ADJECTIVES = new Set(
  `
  important interesting difficult necessary essential funny strange sad surprising amazing hard easy worrying annoying
  exciting boring nice great weird frustrating confusing dangerous useful helpful significant crucial vital shocking
  `
    .trim()
    .split(/\s+/),
);

const BE = new Set(["is", "was", "will", "would", "has"]);

export const adjectiveAsNoun: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.lower !== "the") {
        continue;
      }
      const most = ["most", "more", "only"].includes(tokens[token.index + 1]?.lower ?? "") ? 1 : 0;
      const adjective = tokens[token.index + 1 + most];
      const verb = tokens[token.index + 2 + most];
      if (!adjective || !verb || !ADJECTIVES.has(adjective.lower) || adjective.text !== adjective.lower || !BE.has(verb.lower)) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: adjective,
          replacements: [`${adjective.text} thing`],
          message: `“${adjective.text}” is an adjective: it needs a noun, as in “the ${most ? `${tokens[token.index + 1]?.text ?? ""} ` : ""}${adjective.text} thing”.`,
          shortMessage: "Missing noun",
          category: "Grammar",
          issueType: "Word form",
        }),
      );
    }
    return findings;
  },
};
