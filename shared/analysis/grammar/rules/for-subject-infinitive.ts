import { COUNT_NOUNS, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * The subject of an infinitive after "hard", "easy", "difficult"… is introduced by "for", and the verb
 * keeps "to": "too hard to an old person do" → "too hard for an old person to do", "it is difficult to
 * a child understand" → "for a child to understand". The person is a determiner and a listed noun
 * (with at most one adjective), and a base verb follows straight after it.
 */

const RULE = "for-subject-infinitive";

const ADJECTIVES = new Set(["hard", "difficult", "easy", "impossible", "possible", "necessary", "dangerous", "safe", "boring", "tough"]);
const DETERMINERS = new Set(["a", "an", "the", "my", "your", "his", "her", "our", "their", "every", "each", "any", "some", "most", "many"]);

export const forSubjectInfinitive: WordloomRule = {
  id: RULE,
  check: ({ text, tokens }: RuleInput) => {
    const findings = [];
    for (const to of tokens) {
      const determiner = tokens[to.index + 1];
      if (to.lower !== "to" || !ADJECTIVES.has(tokens[to.index - 1]?.lower ?? "") || !determiner || !DETERMINERS.has(determiner.lower)) {
        continue;
      }
      // The noun right after the determiner, or after one adjective.
      let noun: Token | undefined;
      for (const offset of [2, 3]) {
        const candidate = tokens[to.index + offset];
        if (candidate && (COUNT_NOUNS.has(candidate.lower) || COUNT_NOUNS.has(candidate.lower.replace(/s$/, "")))) {
          noun = candidate;
          break;
        }
      }
      const verb = noun ? tokens[noun.index + 1] : undefined;
      if (!noun || !verb || verb.kind !== "word" || !VERB_BASE.has(verb.lower)) {
        continue;
      }
      const person = text.slice(determiner.start, noun.end);
      findings.push(
        makeFinding({
          rule: RULE,
          from: to,
          to: verb,
          replacements: [`for ${person} to ${verb.text}`],
          message: `The person goes after “for”, and the verb keeps “to”: “for ${person} to ${verb.text}”.`,
          shortMessage: "for … to",
          category: "Grammar",
          issueType: "Infinitive",
        }),
      );
    }
    return findings;
  },
};
