import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * "kind of", "sort of" and "type of" as nouns need a determiner after a preposition: "we take part in
 * kind of activities" → "in this kind of" / "in these kinds of". "to" is left out ("to kind of
 * relax" is the adverb), as are "in kind" (payment in goods) and an -ing word or "like" after "of".
 */

const RULE = "kind-of-determiner";

const PREPOSITIONS = new Set(["in", "on", "for", "with", "from", "of", "at", "into"]);
const NOUNS = new Set(["kind", "sort", "type"]);

export const kindOfDeterminer: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const noun of tokens) {
      const preposition = tokens[noun.index - 1];
      const of = tokens[noun.index + 1];
      const object = tokens[noun.index + 2];
      if (
        !NOUNS.has(noun.lower) ||
        !preposition ||
        !PREPOSITIONS.has(preposition.lower) ||
        of?.lower !== "of" ||
        object?.kind !== "word" ||
        /ing$/.test(object.lower) ||
        ["like", "a", "an"].includes(object.lower)
      ) {
        continue;
      }
      const plural = `${noun.lower}s`;
      findings.push(
        makeFinding({
          rule: RULE,
          from: noun,
          replacements: [
            matchCase(`this ${noun.lower}`, noun.text),
            matchCase(`these ${plural}`, noun.text),
            matchCase(`the ${noun.lower}`, noun.text),
          ],
          message: `“${noun.text} of” needs a determiner here: “${preposition.text} this ${noun.lower} of …” or “these ${plural} of …”.`,
          shortMessage: "Missing determiner",
          category: "Grammar",
          issueType: "Article",
        }),
      );
    }
    return findings;
  },
};
