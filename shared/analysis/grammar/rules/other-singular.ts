import { COUNT_NOUNS, isPluralNoun, pluralOf } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * "other" without a determiner goes with a plural or uncountable noun; before a singular countable
 * noun it is "another": "in other way" → "in another way" / "in other ways", "there is other reason" →
 * "another reason". A determiner or quantifier before "other" ("the other way", "no other reason",
 * "every other day", "each other", "his other job") makes it right, as do "other than" and the nouns
 * of set phrases ("other half", "other side" after "on the"). A noun followed by a plural is a
 * modifier ("other key allies").
 */

const RULE = "other-singular";

const DETERMINERS = new Set(
  `the a an any no some every each one my your his her its our their this that which whose what many several few all both
  two three four any such`
    .trim()
    .split(/\s+/),
);

export const otherSingular: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const other of tokens) {
      const noun = tokens[other.index + 1];
      const previous = tokens[other.index - 1];
      if (
        other.lower !== "other" ||
        !noun ||
        noun.kind !== "word" ||
        noun.text !== noun.lower ||
        !COUNT_NOUNS.has(noun.lower) ||
        pluralOf(noun.lower) === noun.lower ||
        (previous !== undefined && (DETERMINERS.has(previous.lower) || /'s$/.test(previous.lower)))
      ) {
        continue;
      }
      const after = tokens[noun.index + 1];
      if (after?.kind === "word" && (isPluralNoun(after.lower) || /[^s]s$/.test(after.lower))) {
        continue;
      }
      const another = matchCase("another", other.text);
      findings.push(
        makeFinding({
          rule: RULE,
          from: other,
          to: noun,
          replacements: [`${another} ${noun.text}`, `${other.text} ${pluralOf(noun.lower)}`],
          message: `Before a singular noun, “other” needs a determiner: “another ${noun.text}” or the plural “other ${pluralOf(noun.lower)}”.`,
          shortMessage: "Another / other",
          category: "Grammar",
          issueType: "Determiner",
        }),
      );
    }
    return findings;
  },
};
