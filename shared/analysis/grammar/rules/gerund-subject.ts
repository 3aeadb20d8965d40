import { isNoun, STRICT_VERB_BASE, THIRD_TO_BASE } from "./lexicon";
import { isClauseStart } from "./phrase";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";
import { ingFormOf } from "./verb-form";

/**
 * An action used as the subject takes the -ing form: "take risks teaches you" → "taking risks",
 * "make friends is easy" → "making friends". The verb opens a clause, has a short object (one or two
 * nouns), and a singular verb follows; an imperative ("Take risks, it teaches you") has a comma or no
 * second verb, and capitalised words make a title ("Read My Lips is…").
 */

const RULE = "gerund-subject";

/** Verbs that are not nouns ("work hours is…" would be a noun phrase). */
const VERBS = new Set([
  ...STRICT_VERB_BASE,
  "take",
  "make",
  "buy",
  "find",
  "see",
  "sell",
  "do",
  "have",
  "bring",
  "choose",
  "eat",
  "meet",
  "spend",
  "build",
  "give",
  "get",
  "read",
  "write",
  "learn",
]);

const SINGULAR_VERBS = new Set([
  "is",
  "was",
  "has",
  "makes",
  "helps",
  "gives",
  "teaches",
  "takes",
  "means",
  "requires",
  "needs",
  "costs",
  "becomes",
  "seems",
  "allows",
  "leads",
  "brings",
]);

const isObjectWord = (token: Token | undefined): boolean =>
  token !== undefined &&
  token.kind === "word" &&
  (isNoun(token.lower) || /^\p{Lu}\p{Ll}+$/u.test(token.text) || /^[a-z]{3,}s$/.test(token.lower)) &&
  !THIRD_TO_BASE.has(token.lower) &&
  !SINGULAR_VERBS.has(token.lower);

export const gerundSubject: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (!VERBS.has(token.lower) || !isClauseStart(tokens, token.index) || tokens[token.index - 1]?.lower === "to") {
        continue;
      }
      let index = token.index + 1;
      while (isObjectWord(tokens[index]) && index < token.index + 3) {
        index += 1;
      }
      const verb = tokens[index];
      if (index === token.index + 1 || !verb || !SINGULAR_VERBS.has(verb.lower)) {
        continue;
      }
      // "Read My Lips is an original": capitalised words make a title.
      if (tokens.slice(token.index + 1, index).some((word) => /^\p{Lu}/u.test(word.text))) {
        continue;
      }
      const ing = ingFormOf(token.lower);
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [/^\p{Lu}/u.test(token.text) ? ing.charAt(0).toUpperCase() + ing.slice(1) : ing],
          message: `As the subject of “${verb.text}”, the action takes the -ing form: “${ing}”.`,
          shortMessage: "-ing form",
          category: "Grammar",
          issueType: "Verb form",
        }),
      );
    }
    return findings;
  },
};
