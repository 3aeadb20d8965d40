import { matchesOf, type LegalRule } from "../rule";

/**
 * "Notwithstanding anything to the contrary (herein / in this Agreement)" and "notwithstanding any other provision"
 * override unnamed provisions, so two such clauses can each claim to win. Name the clauses it overrides ("Despite
 * clause 7, …"). No automatic correction.
 */
const WHERE = String.raw`(?:\s+(?:contained\s+)?(?:herein|hereunder|in\s+this\s+\p{Lu}\p{L}*|elsewhere))`;
const VAGUE_OVERRIDE = new RegExp(
  String.raw`\bnotwithstanding\s+(?:anything${WHERE}?\s+to\s+the\s+contrary${WHERE}?|any\s+other\s+(?:provision|term)s?(?:\s+(?:of|in)\s+this\s+\p{Lu}\p{L}*)?)`,
  "giu",
);

export const notwithstanding: LegalRule = {
  id: "notwithstanding",
  errorType: "Vague override",
  message: "Say which clauses this overrides, e.g. “Despite clause 7, …”, instead of “notwithstanding anything to the contrary”.",
  find: (sentence) =>
    matchesOf(VAGUE_OVERRIDE, sentence).map((match) => ({ start: match.index, end: match.index + match[0].length, correctedText: null })),
};
