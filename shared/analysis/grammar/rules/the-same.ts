import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * "same" takes "the" (or another determiner): "they are not same" → "the same", "in same way" → "in
 * the same way", "at same time" → "at the same time". It is left alone after a determiner or
 * possessive ("this same idea", "my same old car"), after "much"/"all" ("much the same"), in the
 * informal opener "Same here", and in compounds ("same-sex").
 */

const RULE = "the-same";

/** Words after which "same" needs "the": verbs of being, prepositions, "not", conjunctions. */
const BEFORE_BARE_SAME = new Set([
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "am",
  "not",
  "remain",
  "remains",
  "remained",
  "stay",
  "stays",
  "stayed",
  "look",
  "looks",
  "looked",
  "seem",
  "seems",
  "seemed",
  "feel",
  "feels",
  "felt",
  "exactly",
  "almost",
  "nearly",
  "basically",
  "mostly",
  "quite",
  "in",
  "at",
  "on",
  "of",
  "for",
  "with",
  "from",
  "by",
  "to",
  "into",
  "have",
  "has",
  "had",
  "do",
  "does",
  "did",
]);

export const theSame: WordloomRule = {
  id: RULE,
  check: ({ tokens, text }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.lower !== "same" || token.text !== "same" || text[token.end] === "-") {
        continue;
      }
      const previous = tokens[token.index - 1];
      if (!previous || previous.kind !== "word" || !BEFORE_BARE_SAME.has(previous.lower)) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: ["the same"],
          message: "“same” takes “the”: “the same”.",
          shortMessage: "Missing article",
          category: "Grammar",
          issueType: "Article",
        }),
      );
    }
    return findings;
  },
};
