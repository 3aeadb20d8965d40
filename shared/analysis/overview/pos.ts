import type { ItsFunction } from "wink-nlp";
import { taggingPipeline } from "../nlp/wink";
import type { Upos } from "../nlp/upos";

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

/** Tags of `text`'s tokens in order; offsets found by searching forward, so they are exact. */
export const tagText = (text: string): PosToken[] => {
  const nlp = taggingPipeline();
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
