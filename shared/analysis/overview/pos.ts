import winkNLP, { type ItsFunction, type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";

/** Universal POS tags (UD v2) as wink-nlp's English lite model emits them. */
export type Upos =
  | "ADJ" | "ADP" | "ADV" | "AUX" | "CCONJ" | "DET" | "INTJ" | "NOUN" | "NUM"
  | "PART" | "PRON" | "PROPN" | "PUNCT" | "SCONJ" | "SYM" | "VERB" | "X" | "SPACE";

/** A token with its tag and exact UTF-16 offsets in the tagged text. */
export interface PosToken {
  /** As written. */
  value: string;
  start: number;
  end: number;
  pos: Upos;
  /** Dictionary form, lower case ("took" → "take"). */
  lemma: string;
  /** Lower-case form as written. */
  normal: string;
}

let instance: WinkMethods | undefined;

/**
 * wink-nlp with only sentence boundaries and POS (87% UPOS accuracy on UD English-EWT, about
 * 150k tokens/s; analysis.md §9), created on first use: building it parses the ~1 MB model.
 * shared/analysis/refine keeps its own instance; the two could share one.
 */
const pipeline = (): WinkMethods => {
  instance ??= winkNLP(model, ["sbd", "pos"]);
  return instance;
};

/** Tags of `text`'s tokens in order; offsets found by searching forward, so they are exact. */
export const tagText = (text: string): PosToken[] => {
  const nlp = pipeline();
  const its = nlp.its;
  const tokens = nlp.readDoc(text).tokens();
  const values = tokens.out(its.value) as string[];
  const tags = tokens.out(its.pos) as string[];
  // wink's types give its.lemma a third (addons) parameter the ItsFunction union lacks; it is a token its-function.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const normals = tokens.out(its.normal) as string[];
  const tagged: PosToken[] = [];
  let cursor = 0;
  values.forEach((value, index) => {
    const found = text.indexOf(value, cursor);
    const start = found === -1 ? cursor : found;
    const end = Math.min(text.length, start + value.length);
    cursor = end;
    tagged.push({
      value,
      start,
      end,
      pos: (tags[index] ?? "X") as Upos,
      lemma: lemmas[index] ?? value.toLowerCase(),
      normal: normals[index] ?? value.toLowerCase(),
    });
  });
  return tagged;
};
