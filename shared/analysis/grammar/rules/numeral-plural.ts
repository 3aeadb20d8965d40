import { COUNT_NOUNS, isNoun, NUMBER_NEUTRAL_NOUNS, pluralOf } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { type Token } from "./tokens";

/**
 * A countable noun after a number in digits takes the plural: "We waited 5 minute" → "minutes", "I
 * have 3 brother" → "brothers" (numbers in words are noun-number's). Left alone: "1 apple", decimals
 * and ordinals, a compound before another noun or a measure adjective ("a 5 minute walk", "3 year old"),
 * and anything after "a", "per", "each", "every", "page" or "number" ("page 3 chapter", "a 10 page report").
 */

const RULE = "numeral-plural";

const NOT_AFTER = new Set([
  "a",
  "an",
  "per",
  "each",
  "every",
  "page",
  "number",
  "no",
  "chapter",
  "room",
  "step",
  "level",
  "grade",
  "version",
  "line",
  "section",
  "figure",
  "table",
]);
const MEASURE_ADJECTIVES = new Set(["old", "long", "wide", "high", "tall", "deep", "thick", "late", "early", "ago"]);

const isCount = (token: Token | undefined): token is Token =>
  token !== undefined &&
  token.kind === "word" &&
  token.text === token.lower &&
  COUNT_NOUNS.has(token.lower) &&
  !NUMBER_NEUTRAL_NOUNS.has(token.lower);

export const numeralPlural: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const noun = tokens[token.index + 1];
      const next = tokens[token.index + 2];
      if (!/^\d{1,7}$/.test(token.text) || Number(token.text) === 1 || !isCount(noun)) {
        continue;
      }
      const before = tokens[token.index - 1];
      if (
        (before && (NOT_AFTER.has(before.lower) || /^[.,:/$£€-]$/.test(before.text))) ||
        (next && (next.text === "-" || (next.kind === "word" && (isNoun(next.lower) || MEASURE_ADJECTIVES.has(next.lower)))))
      ) {
        continue;
      }
      const plural = pluralOf(noun.lower);
      findings.push(
        makeFinding({
          rule: RULE,
          from: noun,
          replacements: [plural],
          message: `After ${token.text}, the noun is plural: “${plural}”.`,
          shortMessage: "Noun number",
          category: "Grammar",
          issueType: "Noun number",
        }),
      );
    }
    return findings;
  },
};
