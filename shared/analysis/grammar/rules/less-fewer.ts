import { isModifier, MASS_NOUNS, PLURAL_TO_SINGULAR } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * "less" with a countable plural ("less people", "less mistakes") → "fewer"; "fewer" with an
 * uncountable noun ("fewer money") → "less". "less than", "no less", "much less" (let alone) and
 * "more or less" are left alone, and only listed nouns count.
 */

const RULE = "less-fewer";

/**
 * The noun right after `index`. An adjective in between makes "less" ambiguous ("less complicated
 * libraries" are libraries that are less complicated), so only the next word counts.
 */
const nounAfter = (tokens: readonly Token[], index: number, isTarget: (word: string) => boolean): Token | null => {
  const token = tokens[index];
  if (!token || token.kind !== "word" || !isTarget(token.lower)) {
    return null;
  }
  const next = tokens[index + 1];
  // The noun must end the phrase ("less sports coverage" is about coverage).
  return next && next.kind === "word" && isModifier(next.lower) ? null : token;
};

export const lessFewer: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const previous = tokens[token.index - 1]?.lower ?? "";
      if (token.lower === "less" && !["no", "much", "or", "nothing", "any"].includes(previous)) {
        const noun = nounAfter(tokens, token.index + 1, (word) => PLURAL_TO_SINGULAR.has(word));
        if (noun) {
          findings.push(
            makeFinding({
              rule: RULE,
              from: token,
              replacements: [matchCase("fewer", token.text)],
              message: `“${noun.text}” can be counted: use “fewer” rather than “less”.`,
              shortMessage: "Less or fewer",
              category: "Word choice",
              issueType: "Less/fewer",
            }),
          );
        }
      } else if (token.lower === "fewer") {
        const noun = nounAfter(tokens, token.index + 1, (word) => MASS_NOUNS.has(word));
        if (noun) {
          findings.push(
            makeFinding({
              rule: RULE,
              from: token,
              replacements: [matchCase("less", token.text)],
              message: `“${noun.text}” cannot be counted: use “less” rather than “fewer”.`,
              shortMessage: "Less or fewer",
              category: "Word choice",
              issueType: "Less/fewer",
            }),
          );
        }
      }
    }
    return findings;
  },
};
