import { FUNCTION_WORDS, PAST_TO_BASE, PREPOSITIONS, THIRD_TO_BASE, VERB_BASE } from "./lexicon";
import { isClauseStart } from "./phrase";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * The quantifier is "a lot of" (or "lots of"): "I spent lot of time" → "a lot of time", "There will be
 * lot of members" → "a lot of". "lot" keeps its other senses after a determiner or adjective ("the
 * parking lot of the mall", "this lot of books", "a whole lot of"), so it is only flagged after a verb,
 * a preposition, a pronoun or at the start of a clause.
 */

const RULE = "a-lot-of";

/** Function words that are also determiners ("that lot of books"). */
const DETERMINER_LIKE = new Set(["that", "which", "what", "whose", "no", "his", "her", "its", "my", "your", "our", "their"]);

export const aLotOf: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.lower !== "lot" || tokens[token.index + 1]?.lower !== "of") {
        continue;
      }
      const previous = tokens[token.index - 1];
      const slot =
        isClauseStart(tokens, token.index) ||
        (previous !== undefined &&
          previous.kind === "word" &&
          !DETERMINER_LIKE.has(previous.lower) &&
          (FUNCTION_WORDS.has(previous.lower) ||
            PREPOSITIONS.has(previous.lower) ||
            VERB_BASE.has(previous.lower) ||
            THIRD_TO_BASE.has(previous.lower) ||
            PAST_TO_BASE.has(previous.lower) ||
            previous.lower === "there's"));
      if (!slot || (previous !== undefined && DETERMINER_LIKE.has(previous.lower))) {
        continue;
      }
      const replacement = matchCase("a lot", token.text);
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [replacement],
          message: `The quantifier is “a lot of”: “${replacement} of”.`,
          shortMessage: "Missing article",
          category: "Grammar",
          issueType: "Article",
        }),
      );
    }
    return findings;
  },
};
