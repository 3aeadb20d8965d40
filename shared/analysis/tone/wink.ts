import { sentimentPipeline } from "../nlp/wink";

/**
 * wink-nlp's sentiment (wink-eng-lite-web-model), a second opinion next to VADER: an AFINN-style
 * lexicon with emoji and negation, −1..1, from the shared sentiment pipeline (no sentence splitting).
 */

/** wink's sentiment of one sentence, −1 (most negative) to 1 (most positive). */
export const winkSentiment = (text: string): number => {
  const engine = sentimentPipeline();
  return engine.readDoc(text).out(engine.its.sentiment) as number;
};
