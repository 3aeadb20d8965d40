import { ADJECTIVES, PREPOSITIONS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * A determiner introduces a noun, not a verb: "to have a worldwide compete with them" → "a worldwide
 * competition", "we made the decide to leave" → "decision". Only verbs that are never nouns count,
 * written in lower case (a button label such as "the Accept button" is left alone), and the verb must
 * end the phrase: a preposition, "to", "with" or punctuation after it ("the compete button" would be a label).
 */

const RULE = "determiner-before-verb";

/** Verbs that are never nouns, with the noun to use. */
const NOUN_OF: ReadonlyMap<string, string> = new Map([
  ["compete", "competition"],
  ["decide", "decision"],
  ["explain", "explanation"],
  ["improve", "improvement"],
  ["achieve", "achievement"],
  ["succeed", "success"],
  ["receive", "receipt"],
  ["suggest", "suggestion"],
  ["prefer", "preference"],
  ["prevent", "prevention"],
  ["protect", "protection"],
  ["provide", "provision"],
  ["recognize", "recognition"],
  ["reduce", "reduction"],
  ["require", "requirement"],
  ["encourage", "encouragement"],
  ["destroy", "destruction"],
  ["develop", "development"],
  ["discover", "discovery"],
  ["describe", "description"],
  ["deny", "denial"],
  ["create", "creation"],
  ["consider", "consideration"],
  ["choose", "choice"],
  ["believe", "belief"],
  ["apply", "application"],
  ["agree", "agreement"],
  ["exist", "existence"],
  ["expect", "expectation"],
  ["imagine", "imagination"],
  ["involve", "involvement"],
  ["oppose", "opposition"],
  ["prepare", "preparation"],
  ["prove", "proof"],
  ["realize", "realization"],
  ["suffer", "suffering"],
  ["understand", "understanding"],
  ["pronounce", "pronunciation"],
  ["behave", "behaviour"],
  ["analyze", "analysis"],
  ["analyse", "analysis"],
]);

/** "this" is left out: it is also a pronoun subject ("This prove to be…" is an agreement error). */
const DETERMINERS = new Set(["a", "an", "the", "my", "your", "his", "her", "its", "our", "their", "every", "each"]);

export const determinerBeforeVerb: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const determiner of tokens) {
      if (!DETERMINERS.has(determiner.lower)) {
        continue;
      }
      const maybeAdjective = tokens[determiner.index + 1];
      const adjective =
        maybeAdjective &&
        (ADJECTIVES.has(maybeAdjective.lower) || /^[a-z]{4,}(?:wide|al|ful|ous|ive|ic|ent|ant)$/.test(maybeAdjective.lower))
          ? maybeAdjective
          : undefined;
      const verb = tokens[determiner.index + (adjective ? 2 : 1)];
      const noun = verb && verb.text === verb.lower ? NOUN_OF.get(verb.lower) : undefined;
      const after = verb ? tokens[verb.index + 1] : undefined;
      if (
        !verb ||
        !noun ||
        !(after === undefined || after.kind === "punct" || PREPOSITIONS.has(after.lower) || after.lower === "to" || after.lower === "with")
      ) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: verb,
          replacements: [noun],
          message: `After “${determiner.text}”, a noun is needed: “${noun}”, not the verb “${verb.text}”.`,
          shortMessage: "Verb used as a noun",
          category: "Grammar",
          issueType: "Word form",
        }),
      );
    }
    return findings;
  },
};
