import { conjugate, type Degree, type VerbForm, type WordForm } from "./inflect";
import type { TaggedToken } from "./tagger";

/** Auxiliaries after which a past form is a participle ("has walked", "was walked"). */
const PARTICIPLE_AUXILIARIES = new Set([
  "have",
  "has",
  "had",
  "having",
  "'ve",
  "'d",
  "be",
  "been",
  "being",
  "is",
  "are",
  "was",
  "were",
  "am",
  "'s",
  "'re",
  "get",
  "gets",
  "got",
  "gotten",
]);

const verbForm = (token: TaggedToken, previousWord: string | undefined): VerbForm => {
  const { normal, lemma } = token;
  if (normal === lemma) {
    return "base";
  }
  const conjugation = conjugate(lemma);
  if (normal === conjugation.Gerund || normal.endsWith("ing")) {
    return "gerund";
  }
  const isPast = normal === conjugation.PastTense || normal === conjugation.Participle || normal.endsWith("ed");
  if (isPast) {
    const afterAuxiliary = previousWord !== undefined && PARTICIPLE_AUXILIARIES.has(previousWord);
    return afterAuxiliary || (conjugation.Participle !== undefined && normal === conjugation.Participle && normal !== conjugation.PastTense)
      ? "participle"
      : "past";
  }
  return normal === conjugation.PresentTense || normal.endsWith("s") ? "thirdPerson" : "base";
};

const degreeOf = ({ normal, lemma }: TaggedToken): Degree => {
  if (normal === lemma) {
    return "positive";
  }
  if (normal.endsWith("est")) {
    return "superlative";
  }
  return normal.endsWith("er") ? "comparative" : "positive";
};

/** The grammatical form of a tagged word, so a replacement can be put in the same form. */
export const formOf = (token: TaggedToken, previous?: TaggedToken): WordForm => {
  switch (token.pos) {
    case "NOUN":
      // wink lemmatises plurals to the singular ("children" → "child"), so a different lemma means a plural.
      return { kind: "noun", plural: token.normal !== token.lemma };
    case "VERB":
      return { kind: "verb", form: verbForm(token, previous?.normal) };
    case "ADJ":
      return { kind: "adjective", degree: degreeOf(token) };
    default:
      return { kind: "other" };
  }
};
