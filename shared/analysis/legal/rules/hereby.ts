import { matchesOf, type LegalRule } from "../rule";

/**
 * "hereby" adds nothing: "The Tenant hereby agrees" says the same as "The Tenant agrees". The correction removes it
 * together with the verb it modifies, so the replacement is never empty: "hereby agrees" → "agrees".
 */
export const hereby: LegalRule = {
  id: "hereby",
  errorType: "Archaic word",
  message: "“hereby” adds nothing: delete it.",
  find: (sentence) =>
    matchesOf(/\bhereby\b(?:\s+([\p{L}’'-]+))?/giu, sentence).map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      correctedText: match[1] ?? null,
    })),
};
