import { MODALS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * A modal after a subject pronoun needs a verb before its noun phrase: "it can the most helpful thing"
 * → "it can be the most helpful thing", "we should a meeting next week" → "should have a meeting".
 * Only a pronoun subject counts (a modal after a noun may be a noun itself: "the will of the people"),
 * and the phrase must go on after the determiner ("…if you can." and "as soon as you can, the…" end
 * the clause first). "be" is offered first: most such sentences dropped it.
 */

const RULE = "modal-missing-verb";

const SUBJECT_PRONOUNS = new Set(["i", "you", "he", "she", "it", "we", "they"]);
const DETERMINERS = new Set(["the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "these", "those"]);

export const modalMissingVerb: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const modal of tokens) {
      const subject = tokens[modal.index - 1];
      const determiner = tokens[modal.index + 1];
      const after = tokens[modal.index + 2];
      if (
        !MODALS.has(modal.lower) ||
        !subject ||
        !SUBJECT_PRONOUNS.has(subject.lower) ||
        !determiner ||
        !DETERMINERS.has(determiner.lower) ||
        after?.kind !== "word"
      ) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: modal,
          replacements: [matchCase(`${modal.lower} be`, modal.text), matchCase(`${modal.lower} have`, modal.text)],
          message: `“${modal.text}” needs a verb before “${determiner.text} …”: for example “${modal.lower} be ${determiner.text} …”.`,
          shortMessage: "Missing verb",
          category: "Grammar",
          issueType: "Missing verb",
        }),
      );
    }
    return findings;
  },
};
