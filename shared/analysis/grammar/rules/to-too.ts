import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * "too" (excessively) before an adjective: "It is to hot" → "too hot", "looks to pretty" → "too
 * pretty", "there are to many cars" → "too many". "to" after "be" or a linking verb cannot be a
 * preposition before a bare adjective; adjectives that are also verbs ("is to clean the room", "is to
 * open at nine") and "to blame" are left alone.
 */

const RULE = "to-too";

const LINKING = new Set([
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "am",
  "'s",
  "'re",
  "seem",
  "seems",
  "seemed",
  "look",
  "looks",
  "looked",
  "feel",
  "feels",
  "felt",
  "sound",
  "sounds",
  "sounded",
  "get",
  "gets",
  "got",
  "become",
  "becomes",
  "became",
  "far",
  "way",
  "much",
  "not",
  "just",
  "simply",
  "also",
  "still",
]);

/** Gradable adjectives that are not verbs. */
const ADJECTIVES = new Set(
  `
  hot cold big small expensive cheap difficult hard easy early late far long short old young busy tired lazy pretty
  heavy high low fast slow loud quiet dangerous boring complicated crowded noisy strong weak large little bad good
  much many few serious important risky sweet salty spicy bright dark deep thick thin tight loose weird strange
  scared afraid shy nervous sick ill poor rich soon fat tall narrow wide steep sad happy excited
  `
    .trim()
    .split(/\s+/),
);

export const toToo: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.lower !== "to") {
        continue;
      }
      const previous = tokens[token.index - 1];
      const adjective = tokens[token.index + 1];
      if (
        !previous ||
        !adjective ||
        !LINKING.has(previous.lower) ||
        !ADJECTIVES.has(adjective.lower) ||
        adjective.text !== adjective.lower
      ) {
        continue;
      }
      const after = tokens[token.index + 2];
      // "to much/many" take a noun; other adjectives end the phrase or go on with "to", "for", "and"…
      const quantity = adjective.lower === "much" || adjective.lower === "many" || adjective.lower === "few";
      const ends =
        !after ||
        after.kind === "punct" ||
        [
          "to",
          "for",
          "and",
          "but",
          "that",
          "because",
          "so",
          "now",
          "today",
          "in",
          "at",
          "with",
          "of",
          "i",
          "he",
          "she",
          "we",
          "they",
        ].includes(after.lower);
      // "from bad to worse", "is close to home": only the excessive reading is possible here.
      if (!quantity && !ends) {
        continue;
      }
      // "It seems to many people…": after a linking verb other than "be", "to many" is a preposition and its object.
      if (quantity && (after?.lower === "of" || !/^(?:is|are|was|were|be|been|am|'s|'re|far|way)$/.test(previous.lower))) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: token,
          replacements: [matchCase("too", token.text)],
          message: `“${adjective.text}” is described by “too” (excessively), not “to”.`,
          shortMessage: "To or too",
          category: "Word choice",
          issueType: "To/too",
        }),
      );
    }
    return findings;
  },
};
