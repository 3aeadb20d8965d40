import { STRICT_VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A "that" clause after a verb of saying or thinking needs its own subject: "children are told that
 * do not cross the street" → "told not to cross" / "told that they must not cross", "he thinks that
 * decide quickly is best" → "deciding". The word after "that" must be a form of "do" with "not", or a
 * verb that is never a noun (so "that" cannot be a determiner: "I think that plan works").
 */

const RULE = "that-without-subject";

const REPORTING = new Set(
  `think thinks thought believe believes believed say says said tell tells told know knows knew feel feels felt hope hopes
  hoped claim claims claimed argue argues argued suggest suggests suggested mean means meant realize realized realise realised`
    .trim()
    .split(/\s+/),
);
const DO_NOT = new Set(["don't", "doesn't", "didn't"]);
const DO = new Set(["do", "does", "did"]);

const startsClauseWithoutSubject = (tokens: readonly Token[], index: number): boolean => {
  const word = tokens[index];
  if (!word || word.kind !== "word" || word.text !== word.lower) {
    return false;
  }
  if (DO_NOT.has(word.lower) || (DO.has(word.lower) && tokens[index + 1]?.lower === "not")) {
    return true;
  }
  return STRICT_VERB_BASE.has(word.lower);
};

export const thatWithoutSubject: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const that of tokens) {
      if (
        that.lower !== "that" ||
        !REPORTING.has(tokens[that.index - 1]?.lower ?? "") ||
        !startsClauseWithoutSubject(tokens, that.index + 1)
      ) {
        continue;
      }
      const verb = tokens[that.index + 1] as Token;
      findings.push(
        makeFinding({
          rule: RULE,
          from: that,
          to: verb,
          replacements: [`${that.text} they ${verb.text}`, `${that.text} it ${verb.text}`],
          message: `The clause after “that” has no subject: add one (“that they ${verb.lower} …”), or use an infinitive.`,
          shortMessage: "Missing subject",
          category: "Grammar",
          issueType: "Missing subject",
        }),
      );
    }
    return findings;
  },
};
