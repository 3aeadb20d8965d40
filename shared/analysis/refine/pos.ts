import type { Upos } from "../nlp/upos";

export type { Upos };

/** WordNet's four parts of speech (satellite adjectives count as adjectives). */
export type WordNetPos = "noun" | "verb" | "adjective" | "adverb";

/** The WordNet part of speech for a UPOS tag; undefined for closed classes WordNet does not hold. */
export const wordNetPosOf = (upos: Upos): WordNetPos | undefined => {
  switch (upos) {
    case "NOUN":
      return "noun";
    case "VERB":
      return "verb";
    case "ADJ":
      return "adjective";
    case "ADV":
      return "adverb";
    default:
      return undefined;
  }
};
