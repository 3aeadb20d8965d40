import { matchesOf, wordBefore, type LegalRule } from "../rule";

/**
 * "the same" as a pronoun ("repair the roof and keep the same in good order", "the cost of the same") is legalese
 * for "it" or "them". It is flagged only when no noun follows and it is not the adjective of comparison ("the same
 * as", "remains the same", "at the same time"). Whether "it" or "them" fits depends on what it refers to, so there
 * is no automatic correction.
 */

/** Words after "the same" that show it is a pronoun object: punctuation handled separately. */
const PRONOUN_FOLLOWERS =
  /^\s+(?:and|or|to|in|on|at|for|with|by|from|within|without|upon|until|unless|if|when|forthwith|immediately|promptly|thereafter|accordingly|shall|will|is|are|was|were|has|have)\b/i;

/** Verbs after which "the same" is a predicate adjective ("remains the same"), not a pronoun. */
const COPULAS = new Set([
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "remain",
  "remains",
  "remained",
  "stay",
  "stays",
  "stayed",
  "seem",
  "seems",
  "seemed",
  "look",
  "looks",
  "looked",
  "feel",
  "feels",
  "felt",
  "become",
  "becomes",
  "became",
  "exactly",
  "much",
  "all",
  "quite",
  "not",
  "just",
  "almost",
  "nearly",
  "precisely",
  "roughly",
  "essentially",
  "basically",
  "largely",
  "virtually",
  "mean",
  "means",
  "do",
  "does",
  "did",
  "doing",
  "done",
  "say",
  "says",
  "said",
]);

export const theSame: LegalRule = {
  id: "the-same",
  errorType: "Vague reference",
  message: "“the same” used as a pronoun is legalese: write “it” or “them”, or repeat the noun.",
  find: (sentence) =>
    matchesOf(/\bthe\s+same\b/gi, sentence)
      .filter((match) => {
        const after = sentence.slice(match.index + match[0].length);
        const endsPhrase = /^\s*(?:[.,;:)!?]|$)/.test(after) || PRONOUN_FOLLOWERS.test(after);
        if (!endsPhrase || /^\s+as\b/i.test(after)) {
          return false;
        }
        const before = wordBefore(sentence, match.index).toLowerCase();
        const preceding = sentence.slice(0, match.index);
        // "at the same", "more of the same", "much of the same": idioms, not pronouns.
        return before !== "" && !COPULAS.has(before) && !/\b(?:at|(?:more|less|lots|plenty|much|some)\s+of)\s*$/i.test(preceding);
      })
      .map((match) => ({ start: match.index, end: match.index + match[0].length, correctedText: null })),
};
