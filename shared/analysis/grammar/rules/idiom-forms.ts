import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { ADJECTIVES } from "./lexicon";
import { matchCase, type Token } from "./tokens";

/**
 * Fixed expressions with a word missing or changed: "he took upon himself to…" → "took it upon
 * himself", "he is not in guard" → "on guard", "they are facing up with a problem" → "facing up to",
 * "as much as successful as" → "as successful as", "a bachelors degree" → "a bachelor's degree".
 */

const RULE = "idiom-forms";

const TAKE = new Set(["take", "takes", "took", "taken", "taking"]);
const REFLEXIVES = new Set(["myself", "yourself", "himself", "herself", "itself", "ourselves", "yourselves", "themselves", "oneself"]);
const DEGREES: ReadonlyMap<string, string> = new Map([
  ["bachelors", "bachelor's"],
  ["masters", "master's"],
]);
const ADJECTIVE_ENDING = /^[a-z]{3,}(?:ful|ous|ive|able|ible|al|ic|ent|ant|less)$/;
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
      // "as much as successful as": "much" doubles the comparison of an adjective.
      const adjective = tokens[token.index + 3];
      if (
        token.lower === "as" &&
        next?.lower === "much" &&
        third?.lower === "as" &&
        adjective &&
        (ADJECTIVES.has(adjective.lower) || ADJECTIVE_ENDING.test(adjective.lower)) &&
        tokens[token.index + 4]?.lower === "as"
      ) {
        findings.push(
          finding(token, adjective, `${token.text} ${adjective.text}`, `Compare with “as ${adjective.lower} as”, without “much as”.`),
        );
        continue;
      }
      // "a bachelors degree", "her masters' degree": the degree is the bachelor's or master's.
      const degree = DEGREES.get(token.lower);
      if (degree) {
        const apostrophe = next?.text === "'" || next?.text === "’" ? next : undefined;
        const noun = apostrophe ? third : next;
        if (noun?.lower === "degree" || noun?.lower === "degrees") {
          findings.push(finding(token, apostrophe ?? token, matchCase(degree, token.text), `The degree is written “${degree} degree”.`));
        }
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
