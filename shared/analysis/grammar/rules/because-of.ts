import { FUNCTION_WORDS, isNoun, MODALS, PAST_TO_BASE, THIRD_TO_BASE, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * "because" joins a clause; before a noun phrase it is "because of": "Many climbers died because the
 * coldness and lack of oxygen." → "because of the coldness". The words after "because" up to the end
 * of the sentence must form a noun phrase only: a determiner, then nouns (listed, or with a noun ending
 * such as -ness, -tion, -ment, -ity), adjectives, "and"/"or" and prepositions, and no word that may be
 * a verb ("because the dog barked", "because the kids play outside" are clauses).
 */

const RULE = "because-of";

const DETERMINERS = new Set(["the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "our", "their", "its"]);
const NOUN_ENDING = /^[a-z]{3,}(?:ness|tion|sion|ment|ity|ance|ence|ship|hood|ism)$/;

/** Whether a word may be the verb of a clause. */
const mayBeVerb = (token: Token): boolean =>
  (FUNCTION_WORDS.has(token.lower) && !DETERMINERS.has(token.lower) && !["and", "or"].includes(token.lower)) ||
  VERB_BASE.has(token.lower) ||
  THIRD_TO_BASE.has(token.lower) ||
  PAST_TO_BASE.has(token.lower) ||
  MODALS.has(token.lower) ||
  (!isNoun(token.lower) && !NOUN_ENDING.test(token.lower) && /(?:ed|ing|s)$/.test(token.lower));

export const becauseOf: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const determiner = tokens[token.index + 1];
      if (token.lower !== "because" || !determiner || !DETERMINERS.has(determiner.lower)) {
        continue;
      }
      let index = determiner.index + 1;
      let nouns = 0;
      let clause = false;
      while (tokens[index]?.kind === "word" && index < determiner.index + 9) {
        const word = tokens[index] as Token;
        if (mayBeVerb(word) || word.text !== word.lower) {
          clause = true;
          break;
        }
        // Unknown words without a verb ending ("oxygen") may be nouns, but only listed nouns and noun endings count.
        if (isNoun(word.lower) || NOUN_ENDING.test(word.lower)) {
          nouns += 1;
        }
        index += 1;
      }
      const end = tokens[index];
      // The phrase must end the sentence: after a comma the clause may go on ("because this film, unlike…, is").
      if (clause || nouns === 0 || (end !== undefined && !/^[.!?;]$/.test(end.text))) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [`${token.text} of`],
          message: "Before a noun phrase, use “because of”; “because” introduces a clause.",
          shortMessage: "Because of",
          category: "Grammar",
          issueType: "Preposition",
        }),
      );
    }
    return findings;
  },
};
