import { PAST_TO_BASE, THIRD_TO_BASE, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * An adverb of frequency goes before the main verb, not between the verb and its object: "they would
 * like to buy always another one" → "always buy", "I eat never the same food" → "never eat". Only
 * lexical verbs count ("is always the first", "have always been" are correct), and the object must
 * start right after the adverb with a determiner or pronoun.
 */

const RULE = "adverb-position";

/**
 * Adverbs that do not open a clause without a comma ("When we travel sometimes the trains are late"
 * has "sometimes" opening the main clause, so "sometimes", "often" and "usually" are left out).
 */
const FREQUENCY = new Set(["always", "never", "rarely", "seldom"]);
const OBJECT_START = new Set([
  "a",
  "an",
  "the",
  "my",
  "your",
  "his",
  "her",
  "our",
  "their",
  "its",
  "these",
  "those",
  "another",
  "some",
  "it",
  "them",
  "him",
  "me",
  "us",
]);
const NOT_LEXICAL = new Set(["have", "has", "had", "do", "does", "did", "be", "get", "got", "gets", "need", "want", "use", "used"]);

const isLexicalVerb = (token: Token): boolean =>
  !NOT_LEXICAL.has(token.lower) && (VERB_BASE.has(token.lower) || THIRD_TO_BASE.has(token.lower) || PAST_TO_BASE.has(token.lower));

export const adverbPosition: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const verb = tokens[token.index - 1];
      const object = tokens[token.index + 1];
      if (
        !FREQUENCY.has(token.lower) ||
        !verb ||
        !object ||
        verb.kind !== "word" ||
        !isLexicalVerb(verb) ||
        !OBJECT_START.has(object.lower)
      ) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: verb,
          to: token,
          replacements: [`${token.text} ${verb.text}`],
          message: `“${token.text}” goes before the verb: “${token.text} ${verb.text}”.`,
          shortMessage: "Word order",
          category: "Grammar",
          issueType: "Word order",
        }),
      );
    }
    return findings;
  },
};
