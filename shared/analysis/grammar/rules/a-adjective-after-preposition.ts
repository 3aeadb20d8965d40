import { makeFinding, type RuleInput, type WordloomRule } from "./rule";

/**
 * Adjectives in a- ("alive", "asleep", "awake", "afraid", "ashamed", "aware") only follow a verb; a
 * preposition needs a noun or an -ing form: "water is needed for alive" → "for life" / "to stay
 * alive", "a cure for asleep" → "for sleep". The adjective must end the phrase (a punctuation mark
 * or the sentence's end after it).
 */

const RULE = "a-adjective-after-preposition";

const A_ADJECTIVES: ReadonlyMap<string, string> = new Map([
  ["alive", "life"],
  ["asleep", "sleep"],
  ["awake", "waking"],
  ["afraid", "fear"],
  ["ashamed", "shame"],
  ["aware", "awareness"],
]);
const PREPOSITIONS = new Set(["for", "of", "with", "from", "by", "about", "without"]);

export const aAdjectiveAfterPreposition: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const adjective of tokens) {
      const noun = A_ADJECTIVES.get(adjective.lower);
      const preposition = tokens[adjective.index - 1];
      const next = tokens[adjective.index + 1];
      if (!noun || !preposition || !PREPOSITIONS.has(preposition.lower) || (next !== undefined && next.kind !== "punct")) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: adjective,
          replacements: [noun],
          message: `“${adjective.text}” follows a verb (“to be ${adjective.lower}”), not “${preposition.text}”: use a noun such as “${noun}”.`,
          shortMessage: "Adjective after a preposition",
          category: "Grammar",
          issueType: "Word form",
        }),
      );
    }
    return findings;
  },
};
