import { matchesOf, type LegalRule } from "../rule";

/** "WITNESSETH" is a Middle English verb form that carries no meaning today: delete it. */
export const witnesseth: LegalRule = {
  id: "witnesseth",
  errorType: "Archaic word",
  message: "“Witnesseth” means nothing to a modern reader: delete it (and start the recitals with “Background”).",
  find: (sentence) =>
    matchesOf(/\bwitnesseth\b/gi, sentence).map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      correctedText: null,
    })),
};
