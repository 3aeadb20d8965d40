import { STRICT_THIRD_TO_BASE, STRICT_VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";
import { ingFormOf } from "./verb-form";

/**
 * After a preposition a verb takes the -ing form: "before take a decision" → "before taking", "by
 * use the internet" → "by using", "instead of go there" → "going", "good at make things" → "making".
 * The verb must be one that is not also a noun ("after work the team…" is fine) and must have an
 * object right after it (an article, a possessive or a pronoun), which a noun could not have.
 * "to" is left out: it is also the infinitive marker. A third-person form of a verb that is never a
 * noun takes the -ing form too ("think about creates a plan" → "creating").
 */

const RULE = "verb-after-preposition";

const PREPOSITIONS = new Set(["about", "of", "for", "without", "before", "after", "by", "in", "on", "from", "besides", "despite", "at"]);

/** Common verbs that are not nouns, besides the lexicon's strict list. */
const VERBS = new Set([
  ...STRICT_VERB_BASE,
  "take",
  "make",
  "go",
  "buy",
  "find",
  "see",
  "sell",
  "come",
  "do",
  "have",
  "say",
  "tell",
  "bring",
  "choose",
  "eat",
  "meet",
  "hear",
  "spend",
  "build",
  "give",
  "get",
]);

/** What shows that the word is a verb with an object: a determiner or an object pronoun. */
const OBJECT_STARTS = new Set([
  "a",
  "an",
  "the",
  "my",
  "your",
  "his",
  "her",
  "our",
  "their",
  "its",
  "these",
  "those",
  "it",
  "them",
  "him",
  "me",
  "us",
]);

export const verbAfterPreposition: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const verb: Token | undefined = tokens[token.index + 1];
      if (!PREPOSITIONS.has(token.lower) || !verb || verb.kind !== "word" || verb.text !== verb.lower) {
        continue;
      }
      const base = VERBS.has(verb.lower) ? verb.lower : STRICT_THIRD_TO_BASE.get(verb.lower);
      if (base === undefined) {
        continue;
      }
      if (!OBJECT_STARTS.has(tokens[verb.index + 1]?.lower ?? "")) {
        continue;
      }
      const ing = ingFormOf(base);
      findings.push(
        makeFinding({
          rule: RULE,
          from: verb,
          replacements: [ing],
          message: `After the preposition “${token.text}”, the verb takes the -ing form: “${token.text} ${ing}”.`,
          shortMessage: "-ing form",
          category: "Grammar",
          issueType: "Verb form",
        }),
      );
    }
    return findings;
  },
};
