import { matchCase, matchesOf, wordAfter, wordBefore, type LegalRule, type RuleMatch } from "../rule";

/**
 * "said" as a determiner ("said premises", "the said Tenant") points back at something without saying what. Plain
 * English uses "the" or "this". The verb "said" ("He said that", "the Tenant said the keys were lost") is left alone:
 * the rule fires only where a determiner can stand, after a preposition or "the", or at the start of a sentence.
 */

/** Words after which "said" cannot be the verb. */
const DETERMINER_SLOT = new Set([
  "of",
  "to",
  "in",
  "on",
  "upon",
  "from",
  "under",
  "by",
  "with",
  "for",
  "at",
  "within",
  "into",
  "onto",
  "over",
  "against",
  "per",
  "about",
  "through",
  "throughout",
  "between",
  "after",
  "before",
  "during",
  "without",
]);

/** Words after "said" that show it is the verb ("said that", "said he", "said to be"). */
const VERB_FOLLOWERS = new Set([
  "that",
  "he",
  "she",
  "it",
  "they",
  "we",
  "i",
  "you",
  "so",
  "to",
  "nothing",
  "something",
  "yes",
  "no",
  "this",
  "what",
  "how",
  "goodbye",
  "hello",
  "earlier",
  "above",
  "below",
  "before",
  "again",
  "once",
  "aloud",
  "the",
  "a",
  "an",
  "his",
  "her",
  "their",
]);

export const said: LegalRule = {
  id: "said",
  errorType: "Vague reference",
  message: "“said” as a pointer (“said premises”) is legalese: use “the” or “this”, or repeat the defined term.",
  find: (sentence) => {
    const found: RuleMatch[] = [];
    for (const match of matchesOf(/\b(?:(the)\s+)?said\b/gi, sentence)) {
      const saidStart = match.index + match[0].length - 4;
      const next = wordAfter(sentence, match.index + match[0].length);
      if (!next || VERB_FOLLOWERS.has(next.toLowerCase()) || !/^\p{L}/u.test(next) || /ly$/i.test(next)) {
        continue;
      }
      // Nothing but spaces between "said" and the next word: "said, the judge" is the verb.
      if (!/^\s+\p{L}/u.test(sentence.slice(match.index + match[0].length))) {
        continue;
      }
      const hasThe = Boolean(match[1]);
      const before = wordBefore(sentence, match.index).toLowerCase();
      // "to rent said premises", "shall repair said roof": a verb after "to" or a modal takes "said" as its object's determiner.
      const afterVerb = /\b(?:to|shall|must|may|will|can|should|would|not)\s+\p{L}+\s+$/iu.test(sentence.slice(0, match.index));
      const atStart = sentence.slice(0, match.index).trim() === "" || /[(:;“"]\s*$/.test(sentence.slice(0, match.index));
      if (!hasThe && !atStart && !afterVerb && !DETERMINER_SLOT.has(before)) {
        continue;
      }
      if (hasThe) {
        found.push({ start: match.index, end: match.index + match[0].length, correctedText: matchCase(match[0], "the") });
      } else {
        found.push({ start: saidStart, end: saidStart + 4, correctedText: matchCase(match[0], "the") });
      }
    }
    return found;
  },
};
