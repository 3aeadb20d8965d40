import { COUNT_NOUNS, pluralOf, PREPOSITIONS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A singular countable noun in the possessive needs a determiner like any singular countable noun:
 * "the price reflects the cost and consumer's willingness to pay" → "the consumer's" (or the plural
 * "consumers'"), "designed for user's comfort" → "the user's". Only after a preposition or "and"/"or",
 * in lower case (names are left alone), before the thing possessed. Set phrases with a bare
 * possessive ("at arm's length", "in harm's way", "for heaven's sake", "at wit's end"), family words
 * used as names ("a recipe of mother's") and time words ("a day's work", "in a week's time") are left
 * alone.
 */

const RULE = "bare-possessive";

const AFTER = new Set([...PREPOSITIONS, "with", "to", "and", "or"]);
const LEFT_ALONE = new Set(
  `arm harm heaven death wit pity stone earth world mind heart hand day week year month hour minute night moment time
  mother father mom dad mum grandma grandpa uncle aunt`
    .trim()
    .split(/\s+/),
);

const nounOfPossessive = (token: Token): string | undefined => {
  const match = /^([a-z]+)'s$/.exec(token.lower);
  const noun = match?.[1];
  return noun !== undefined && token.text === token.lower && COUNT_NOUNS.has(noun) && !LEFT_ALONE.has(noun) ? noun : undefined;
};

export const barePossessive: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const noun = token.kind === "word" ? nounOfPossessive(token) : undefined;
      const previous = tokens[token.index - 1];
      const possessed = tokens[token.index + 1];
      if (!noun || !previous || !AFTER.has(previous.lower) || possessed?.kind !== "word") {
        continue;
      }
      const plural = pluralOf(noun);
      const pluralPossessive = plural.endsWith("s") ? `${plural}'` : `${plural}'s`;
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [`the ${token.text}`, pluralPossessive],
          message: `“${noun}” is a countable noun: its possessive needs “the” or another determiner (“the ${token.text}”), or the plural (“${pluralPossessive}”).`,
          shortMessage: "Missing article",
          category: "Grammar",
          issueType: "Article",
        }),
      );
    }
    return findings;
  },
};
