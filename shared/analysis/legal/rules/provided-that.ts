import { matchesOf, type LegalRule } from "../rule";

/**
 * "provided that" (and "provided, however, that", "provided always that") hides whether it sets a condition ("if"),
 * an exception ("except that", "but") or adds a term ("and"). The right word depends on the meaning, so there is
 * no automatic correction.
 */
export const providedThat: LegalRule = {
  id: "provided-that",
  errorType: "Vague proviso",
  message: "“provided that” is unclear: use “if” for a condition, “but” or “except that” for an exception, or start a new sentence.",
  find: (sentence) =>
    matchesOf(/\bprovided(?:\s*,\s*however\s*,|\s+(?:always|however))?\s+that\b/gi, sentence).map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      correctedText: null,
    })),
};
