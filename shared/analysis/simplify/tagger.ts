import { taggingPipeline } from "../nlp/wink";

/**
 * Part-of-speech tags (Universal POS: NOUN, VERB, AUX, PRON, DET, CCONJ, PUNCT …) from wink-nlp,
 * with each token's UTF-16 offsets in the sentence, from the tagging pipeline the analyses share.
 * wink tags clause structure far better than compromise here ("which increased sales", "their
 * costs rose" are verbs to wink, an adjective and a noun to compromise).
 */

export interface TaggedToken {
  text: string;
  pos: string;
  start: number;
  end: number;
}

/** Tokens of one sentence with their tags and offsets (offsets rebuilt from wink's preceding spaces). */
export const tagTokens = (sentence: string): TaggedToken[] => {
  const engine = taggingPipeline();
  const tokens = engine.readDoc(sentence).tokens();
  const texts = tokens.out() as string[];
  const tags = tokens.out(engine.its.pos) as string[];
  const spaces = tokens.out(engine.its.precedingSpaces) as string[];
  const tagged: TaggedToken[] = [];
  let offset = 0;
  texts.forEach((text, index) => {
    const found = sentence.indexOf(text, offset);
    const start = found === -1 ? offset + (spaces[index]?.length ?? 0) : found;
    tagged.push({ text, pos: tags[index] ?? "X", start, end: start + text.length });
    offset = start + text.length;
  });
  return tagged;
};
