import { isBaseVerb, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";
import { ingFormOf } from "./verb-form";

/**
 * Verbs that take an -ing form, not "to" + verb: "enjoy to swim" → "enjoy swimming", "avoid to eat"
 * → "avoid eating", "suggested to go" → "suggested going"; and "to" as a preposition before a verb:
 * "look forward to hear" → "hearing", "I am used to get up" → "getting up", "when it comes to choose"
 * → "choosing". ("used to" + verb without "be"/"get" is the past habit and is left alone.)
 */

const RULE = "gerund-after-verb";

/**
 * Verbs followed by an -ing form; "to" + any verb after them is wrong. Left out: verbs also followed
 * by a purpose "to" ("she quit to join", "postponed to allow", "practising to become") and passives
 * ("was imagined to be", "is considered to be").
 */
const ALWAYS_GERUND = new Set(
  `
  enjoy enjoys enjoyed enjoying avoid avoids avoided avoiding finish finishes finishing dislike dislikes disliked
  disliking imagine imagines imagining consider considers considering appreciate appreciates
  `
    .trim()
    .split(/\s+/),
);

/** Verbs also used with "to" + a person or a noun ("suggest to him", "admit to the crime"): only "to" + a listed verb counts. */
const GERUND_WITH_LISTED_VERB = new Set(
  "suggest suggests suggested suggesting recommend recommends recommended recommending admit admits admitted admitting".split(" "),
);

const BE_OR_GET = new Set([
  "am",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "get",
  "gets",
  "got",
  "getting",
  "become",
  "became",
  "'m",
  "'re",
]);

/** Phrases ending in the preposition "to": "look forward to", "object to", "when it comes to". */
const endsWithPrepositionTo = (tokens: readonly Token[], to: Token): boolean => {
  const previous = tokens[to.index - 1]?.lower ?? "";
  const before = tokens[to.index - 2]?.lower ?? "";
  if (previous === "forward" && /^look/.test(before)) {
    return true;
  }
  if (previous === "used" && BE_OR_GET.has(before)) {
    return true;
  }
  if (["comes", "came", "come"].includes(previous) && before === "it" && tokens[to.index - 3]?.lower === "when") {
    return true;
  }
  return (
    ["objected", "object", "objects", "addition", "view", "accustomed", "dedicated", "committed"].includes(previous) &&
    (previous !== "addition" || before === "in") &&
    (previous !== "view" || before === "a")
  );
};

const finding = (from: Token, to: Token, replacement: string, message: string) =>
  makeFinding({
    rule: RULE,
    from,
    to,
    replacements: [replacement],
    message,
    shortMessage: "-ing form",
    category: "Grammar",
    issueType: "Verb form",
  });

export const gerundAfterVerb: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.lower !== "to") {
        continue;
      }
      const verb = tokens[token.index + 1];
      if (!verb || verb.kind !== "word" || verb.text !== verb.lower) {
        continue;
      }
      const previous = tokens[token.index - 1];
      if (previous && ALWAYS_GERUND.has(previous.lower) && isBaseVerb(verb.lower)) {
        const ing = ingFormOf(verb.lower);
        findings.push(finding(token, verb, ing, `After “${previous.text}”, use the -ing form: “${previous.text} ${ing}”.`));
      } else if (previous && GERUND_WITH_LISTED_VERB.has(previous.lower) && VERB_BASE.has(verb.lower)) {
        const ing = ingFormOf(verb.lower);
        findings.push(
          finding(token, verb, ing, `After “${previous.text}”, use the -ing form (“${previous.text} ${ing}”), or a clause with “that”.`),
        );
      } else if (endsWithPrepositionTo(tokens, token) && VERB_BASE.has(verb.lower)) {
        const ing = ingFormOf(verb.lower);
        findings.push(finding(verb, verb, ing, `Here “to” is a preposition, so the verb takes the -ing form: “to ${ing}”.`));
      }
    }
    return findings;
  },
};
