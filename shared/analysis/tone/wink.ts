import winkNLP, { type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";

/**
 * wink-nlp's sentiment (wink-eng-lite-web-model), a second opinion next to VADER: an AFINN-style
 * lexicon with emoji and negation, −1..1. Only the negation and sentiment steps of wink's pipeline
 * run (no sentence splitting, tagging or entities): ~1M words/s. The model is built on first use.
 */

let instance: WinkMethods | null = null;

const nlp = (): WinkMethods => {
  instance ??= winkNLP(model, ["negation", "sentiment"]);
  return instance;
};

/** wink's sentiment of one sentence, −1 (most negative) to 1 (most positive). */
export const winkSentiment = (text: string): number => {
  const engine = nlp();
  return engine.readDoc(text).out(engine.its.sentiment) as number;
};
