import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A text that says something needs "that" (or "which") before its verb when it is itself an object:
 * "I once read a report said that…" → "a report that said", "we saw an article claims that…" → "an
 * article that claims". The text noun follows a verb of reading or seeing and its determiner, and the
 * reporting verb is followed by "that".
 */

const RULE = "missing-relative-pronoun";

const SEEING = new Set("read reads reading saw see sees seen seeing found find finds heard hear hears watched watch watches".split(" "));
const DETERMINERS = new Set(["a", "an", "the", "this", "one", "another"]);
const TEXTS = new Set(
  "report article book study story survey paper document letter post program programme show film movie documentary news blog email message sign notice".split(
    " ",
  ),
);
const REPORTING = new Set(
  "said says stated states showed shows claimed claims suggested suggests found finds argued argues explained explains mentioned mentions warned warns".split(
    " ",
  ),
);

export const missingRelativePronoun: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const text of tokens) {
      const verb: Token | undefined = tokens[text.index + 1];
      const determiner = tokens[text.index - 1];
      if (
        !TEXTS.has(text.lower) ||
        !verb ||
        !REPORTING.has(verb.lower) ||
        tokens[verb.index + 1]?.lower !== "that" ||
        !determiner ||
        !DETERMINERS.has(determiner.lower) ||
        !SEEING.has(tokens[text.index - 2]?.lower ?? "")
      ) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: text,
          to: verb,
          replacements: [`${text.text} that ${verb.text}`, `${text.text} which ${verb.text}`],
          message: `“${verb.text}” needs “that” or “which” to belong to “${determiner.text} ${text.text}”: “${text.text} that ${verb.text}”.`,
          shortMessage: "Missing “that”",
          category: "Grammar",
          issueType: "Relative clause",
        }),
      );
    }
    return findings;
  },
};
