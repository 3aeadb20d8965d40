import { matchCase, matchesOf, type LegalRule } from "../rule";

/**
 * "aforementioned", "aforesaid" and "above-mentioned" point back vaguely. Before a noun, "the aforementioned
 * premises" becomes "the premises"; used alone ("the aforementioned") it is flagged without a correction.
 */
const DETERMINED =
  /\b(?:(the|this|that|these|those|any|each|its|their)\s+)?(?:aforementioned|aforesaid|above[-\s]mentioned)\b(?=(\s+\p{L}+)?)/giu;

export const aforementioned: LegalRule = {
  id: "aforementioned",
  errorType: "Archaic word",
  message: "“aforementioned” points back vaguely: use “the” or “this”, or repeat the defined term.",
  find: (sentence) =>
    matchesOf(DETERMINED, sentence).map((match) => {
      const beforeNoun = Boolean(match[2]) && !/^\s+(?:and|or|is|are|was|were|shall|will|may|must|has|have)\b/i.test(match[2] ?? "");
      // Keep the determiner that was there ("this aforementioned clause" → "this clause"), else use "the".
      return {
        start: match.index,
        end: match.index + match[0].length,
        correctedText: beforeNoun ? (match[1] ?? matchCase(match[0], "the")) : null,
      };
    }),
};
