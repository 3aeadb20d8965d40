import { ADJECTIVES } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * "No matter how" is followed by the adjective, then the clause: "no matter how the job is difficult"
 * → "no matter how difficult the job is". The subject after "how" is a pronoun or a short noun phrase
 * opened by a determiner, then a form of "be" and an adjective that ends the clause; "no matter how
 * hard it is" and "no matter how it is done" are left alone.
 */

const RULE = "no-matter-how";

const SUBJECT_STARTS = new Set([
  "the",
  "a",
  "an",
  "this",
  "that",
  "these",
  "those",
  "my",
  "your",
  "his",
  "her",
  "our",
  "their",
  "its",
  "it",
  "he",
  "she",
  "they",
  "we",
  "you",
  "i",
]);
const BE = new Set(["is", "are", "was", "were", "am", "seems", "seem", "looks", "look", "gets", "get"]);
const ADJECTIVE_ENDING = /^[a-z]{3,}(?:ful|ous|ive|able|ible|ical|cult|less|ant|ent|ing)$/;

const isAdjective = (token: Token | undefined): token is Token =>
  token !== undefined && token.kind === "word" && (ADJECTIVES.has(token.lower) || ADJECTIVE_ENDING.test(token.lower));

/** Whether the clause ends after `token`: punctuation, the sentence's end, or a conjunction. */
const endsClause = (token: Token | undefined): boolean =>
  !token || token.kind === "punct" || ["and", "but", "or", "we", "you", "i", "they", "he", "she", "it"].includes(token.lower);

export const noMatterHow: WordloomRule = {
  id: RULE,
  check: ({ text, tokens }: RuleInput) => {
    const findings = [];
    for (const how of tokens) {
      if (how.lower !== "how" || tokens[how.index - 1]?.lower !== "matter" || tokens[how.index - 2]?.lower !== "no") {
        continue;
      }
      const first = tokens[how.index + 1];
      if (!first || !SUBJECT_STARTS.has(first.lower)) {
        continue;
      }
      // The subject: the pronoun alone, or a determiner and up to three more words before "be".
      const limit = first.lower.length > 0 && ["it", "he", "she", "they", "we", "you", "i"].includes(first.lower) ? 1 : 4;
      let be: Token | undefined;
      for (let offset = 1; offset <= limit; offset += 1) {
        const word = tokens[first.index + offset];
        if (!word || word.kind !== "word") {
          break;
        }
        if (BE.has(word.lower)) {
          be = word;
          break;
        }
      }
      const adjective = be ? tokens[be.index + 1] : undefined;
      if (!be || !isAdjective(adjective) || !endsClause(tokens[adjective.index + 1])) {
        continue;
      }
      const subject = text.slice(first.start, tokens[be.index - 1]?.end ?? first.end);
      const replacement = `${how.text} ${adjective.text} ${subject} ${be.text}`;
      findings.push(
        makeFinding({
          rule: RULE,
          from: how,
          to: adjective,
          replacements: [replacement],
          message: `After “no matter how”, put the adjective first: “no matter ${replacement}”.`,
          shortMessage: "Word order",
          category: "Grammar",
          issueType: "Word order",
        }),
      );
    }
    return findings;
  },
};
