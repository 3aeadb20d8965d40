import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * "than" compares; "then" is about time or consequence. "than" cannot open a clause: "If you master
 * it, than you can get a job" → "then". (Harper already corrects "better then" → "than".)
 */

const RULE = "than-then";

export const thanThen: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const previous = tokens[token.index - 1];
      const next = tokens[token.index + 1];
      const compared = tokens[token.index - 2]?.lower ?? "";
      // "finish earlier, than the others": a comparative before the comma still takes "than".
      const comparative = /er$/.test(compared) || ["more", "less", "rather", "other", "else", "different", "fewer"].includes(compared);
      const opensClause = !previous || (previous.kind === "punct" && /^[,;:]$/.test(previous.text) && !comparative);
      if (token.lower === "than" && opensClause && next?.kind === "word") {
        findings.push(
          makeFinding({
            rule: RULE,
            from: token,
            replacements: [matchCase("then", token.text)],
            message: "“than” compares two things; to say what comes next, use “then”.",
            shortMessage: "Than or then",
            category: "Word choice",
            issueType: "Than/then",
          }),
        );
      }
    }
    return findings;
  },
};
