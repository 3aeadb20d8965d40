import { isModifier, isPluralNoun, thirdPersonOf, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * "Each of …" and "One of …" take a singular verb, whatever the plural after "of": "Each of the
 * students have" → "has", "One of my friends live here" → "lives", "Each of them are" → "is". Only a
 * subject at the start of the sentence or after a comma, and only a verb right after the "of" phrase,
 * so "She is one of the students who have…" and "I gave each of them a book" are left alone.
 */

const RULE = "each-of-agreement";

const QUANTIFIERS = new Set(["each", "one"]);
const DETERMINERS = new Set(["the", "my", "your", "his", "her", "our", "their", "these", "those", "its"]);
const PRONOUNS = new Set(["them", "us", "you", "these", "those"]);
const SINGULAR_OF = new Map([
  ["have", "has"],
  ["are", "is"],
  ["were", "was"],
  ["do", "does"],
  ["don't", "doesn't"],
  ["aren't", "isn't"],
  ["weren't", "wasn't"],
  ["haven't", "hasn't"],
]);

/** Index of the token after the plural noun phrase that starts at `from`, or -1. */
const pluralPhraseEnd = (tokens: readonly Token[], from: number): number => {
  const first = tokens[from];
  if (!first || first.kind !== "word") {
    return -1;
  }
  if (PRONOUNS.has(first.lower)) {
    return from + 1;
  }
  if (!DETERMINERS.has(first.lower)) {
    return -1;
  }
  let index = from + 1;
  while (index < from + 4 && tokens[index] && isModifier(tokens[index]?.lower ?? "")) {
    index += 1;
  }
  return isPluralNoun(tokens[index]?.lower ?? "") ? index + 1 : -1;
};

/** The singular form of a plural present verb, or null. */
const singularOf = (verb: Token): string | null => {
  const irregular = SINGULAR_OF.get(verb.lower);
  if (irregular) {
    return irregular;
  }
  return VERB_BASE.has(verb.lower) ? thirdPersonOf(verb.lower) : null;
};

export const eachOfAgreement: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const before = tokens[token.index - 1];
      if (!QUANTIFIERS.has(token.lower) || tokens[token.index + 1]?.lower !== "of" || (before && before.text !== ",")) {
        continue;
      }
      const end = pluralPhraseEnd(tokens, token.index + 2);
      const verb = end < 0 ? undefined : tokens[end];
      const singular = verb && verb.kind === "word" && verb.text === verb.lower ? singularOf(verb) : null;
      if (!verb || !singular) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: verb,
          replacements: [matchCase(singular, verb.text)],
          message: `The subject is “${token.text.toLowerCase()} of …”, which is singular: use “${singular}”.`,
          shortMessage: "Agreement error",
          category: "Agreement",
          issueType: "Subject–verb agreement",
        }),
      );
    }
    return findings;
  },
};
