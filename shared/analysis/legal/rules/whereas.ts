import { matchesOf, type LegalRule } from "../rule";

/**
 * Recitals that open with "WHEREAS" or "Whereas," are legalese: state the background as plain sentences under a
 * "Background" heading. "whereas" inside a sentence, contrasting two things, is ordinary English and is left alone.
 */
export const whereas: LegalRule = {
  id: "whereas",
  errorType: "Archaic word",
  message: "Recitals do not need “Whereas”: state the background as plain sentences.",
  find: (sentence) =>
    matchesOf(/\bwhereas\b/gi, sentence)
      .filter((match) => {
        // At the start of the sentence, possibly after a list marker ("A.", "(1)", "(b)").
        const opensSentence = /^\s*(?:\(?[A-Za-z0-9]{1,3}[.)]\s*)?$/.test(sentence.slice(0, match.index)) && /^W/.test(match[0]);
        return match[0] === "WHEREAS" || opensSentence;
      })
      .map((match) => ({ start: match.index, end: match.index + match[0].length, correctedText: null })),
};
