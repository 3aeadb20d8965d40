import winkNLP, { type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";

/**
 * The wink-nlp pipelines every analysis shares (wink-eng-lite-web-model). Building one parses the
 * ~3 MB model again (about 0.15 s and 10 MB each), so each is created once, on first use.
 *
 * There are two, not one, because wink cannot switch steps per document and sentence boundaries
 * change sentiment: with "sbd" on, a text's sentiment is the mean of its sentences' and negation
 * stops at a sentence end, which moved wink's score of 2,083 of 49,680 sentences (4.2%; the
 * sentiment, emotions and essay eval sets, split by segmentSentences). Tagging needs "sbd" (refine
 * reads sentence starts); adding "negation" and "sentiment" to it would change no tag, only cost time.
 */
let tagging: WinkMethods | undefined;
let sentiment: WinkMethods | undefined;

/**
 * Sentence boundaries and POS only (87% UPOS accuracy on UD English-EWT, about 150k tokens/s;
 * analysis.md §9): NER, negation and sentiment change no tag and cost time.
 */
export const taggingPipeline = (): WinkMethods => {
  tagging ??= winkNLP(model, ["sbd", "pos"]);
  return tagging;
};

/** Negation and sentiment only, over the whole text as one sentence (no splitting, tagging or entities): ~1M words/s. */
export const sentimentPipeline = (): WinkMethods => {
  sentiment ??= winkNLP(model, ["negation", "sentiment"]);
  return sentiment;
};
