import { matchCase, matchesOf, type LegalRule } from "../rule";

/**
 * "herein", "hereof", "hereto" and "hereunder" leave the reader to work out what "here" is. When the document calls
 * itself by one name ("this Agreement"), the correction names it: "herein" → "in this Agreement".
 */
const PREPOSITIONS: Record<string, string> = { herein: "in", hereof: "of", hereto: "to", hereunder: "under" };

export const herein: LegalRule = {
  id: "herein",
  errorType: "Archaic word",
  message: "Say which document or clause is meant, e.g. “in this Agreement” instead of “herein”.",
  find: (sentence, context) =>
    matchesOf(/\b(herein|hereof|hereto|hereunder)\b/gi, sentence).map((match) => {
      const preposition = PREPOSITIONS[(match[1] ?? "").toLowerCase()] ?? "in";
      return {
        start: match.index,
        end: match.index + match[0].length,
        correctedText: context.documentNoun ? matchCase(match[0], `${preposition} this ${context.documentNoun}`) : null,
        message: `Say which document is meant: “${preposition} this ${context.documentNoun ?? "Agreement"}” instead of “${match[0]}”.`,
      };
    }),
};
