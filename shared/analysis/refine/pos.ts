/** Universal POS tags (UD v2), as wink-nlp's English model emits them. */
export type Upos =
  | "ADJ" | "ADP" | "ADV" | "AUX" | "CCONJ" | "DET" | "INTJ" | "NOUN" | "NUM"
  | "PART" | "PRON" | "PROPN" | "PUNCT" | "SCONJ" | "SYM" | "VERB" | "X" | "SPACE";

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
