import { matchesOf, type LegalRule } from "../rule";

/**
 * "and/or" (or "or/and") leaves open whether both, either or only one applies. No replacement is safe without knowing
 * the intent, so the rule explains the fix instead of making it.
 */
export const andOr: LegalRule = {
  id: "and-or",
  errorType: "Ambiguous conjunction",
  message: "“and/or” is ambiguous. Write “A or B, or both” if both may apply, or choose “and” or “or”.",
  find: (sentence) =>
    matchesOf(/\b(?:and\s*\/\s*or|or\s*\/\s*and)\b/gi, sentence).map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      correctedText: null,
    })),
};
