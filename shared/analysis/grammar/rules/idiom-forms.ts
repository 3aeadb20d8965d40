import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * Fixed expressions with a word missing or changed: "he took upon himself to…" → "took it upon
 * himself", "he is not in guard" → "on guard", "they are facing up with a problem" → "facing up to".
 */

const RULE = "idiom-forms";

const TAKE = new Set(["take", "takes", "took", "taken", "taking"]);
const REFLEXIVES = new Set(["myself", "yourself", "himself", "herself", "itself", "ourselves", "yourselves", "themselves", "oneself"]);
const FACE = new Set(["face", "faces", "faced", "facing"]);
const BE_ON_GUARD = new Set(["be", "is", "are", "was", "were", "am", "not", "stay", "stays", "remain", "remains", "keep"]);

const finding = (from: Token, to: Token, replacement: string, message: string) =>
  makeFinding({
    rule: RULE,
    from,
    to,
    replacements: [replacement],
    message,
    shortMessage: "Fixed expression",
    category: "Grammar",
    issueType: "Fixed expression",
  });

export const idiomForms: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      const third = tokens[token.index + 2];
      if (
        TAKE.has(token.lower) &&
        next?.lower === "upon" &&
        third &&
        REFLEXIVES.has(third.lower) &&
        tokens[token.index + 3]?.lower === "to"
      ) {
        findings.push(
          finding(token, next, `${token.text} it ${next.text}`, `The expression is “${token.lower} it upon ${third.lower} to…”.`),
        );
        continue;
      }
      if (FACE.has(token.lower) && next?.lower === "up" && third?.lower === "with") {
        findings.push(finding(next, third, `${next.text} to`, `The expression is “${token.lower} up to” (or “${token.lower}” alone).`));
        continue;
      }
      if (
        token.lower === "in" &&
        next?.lower === "guard" &&
        BE_ON_GUARD.has(tokens[token.index - 1]?.lower ?? "") &&
        (!third || third.kind === "punct" || ["against", "and", "for"].includes(third.lower))
      ) {
        findings.push(finding(token, token, matchCase("on", token.text), "The expression is “on guard”."));
      }
    }
    return findings;
  },
};
