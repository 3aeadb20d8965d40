import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * An opening comparison takes the participle "compared": "Comparing with older people, they have less
 * time" → "Compared with older people, …" ("comparing" would need the subject to do the comparing).
 * Only an opener followed by a comma counts: "Comparing with others is a bad habit" (a gerund subject)
 * is correct.
 */

const RULE = "compared-with";

export const comparedWith: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const first = tokens[0];
    const preposition = tokens[1];
    if (!first || !preposition || first.lower !== "comparing" || !["with", "to"].includes(preposition.lower)) {
      return [];
    }
    // The comparison ends with a comma within a few words, and a clause follows.
    const comma = tokens.slice(2, 10).find((token) => token.text === ",");
    if (!comma) {
      return [];
    }
    return [
      makeFinding({
        rule: RULE,
        from: first,
        replacements: [matchCase("compared", first.text)],
        message: "An opening comparison uses “compared”: “Compared with …, ”.",
        shortMessage: "Compared with",
        category: "Grammar",
        issueType: "Verb form",
      }),
    ];
  },
};
