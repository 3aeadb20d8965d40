import { type BlockFacts, blockFacts } from "../tone";
import { classifyEmotion, EMOTIONS, type Emotion, type SentenceEmotion } from "../emotions";
import { type BlockQuality, blockQuality } from "../quality";
import { segmentSentences } from "../segment";
import type { AnalysisBlock } from "../types";
import { sentenceFeatures } from "./sentence-features";
import type { BlockRatingFeatures, EmotionSums } from "./types";

/**
 * Engine results the caller may already have for this block (the server caches them per block hash
 * for the quality, facts and emotions endpoints). Whatever is missing is computed here.
 */
export interface BlockEngineResults {
  quality?: BlockQuality;
  facts?: BlockFacts;
  emotions?: readonly SentenceEmotion[];
}

/** Σ words and Σ words × (1 − p(neutral)) over a block's sentences, and sentences per top emotion. */
const emotionSums = (sentences: ReadonlyArray<Pick<SentenceEmotion, "words" | "label" | "scores">>): EmotionSums => {
  const labels = Object.fromEntries(EMOTIONS.map((emotion) => [emotion, 0])) as Record<Emotion, number>;
  let words = 0;
  let nonNeutral = 0;
  for (const sentence of sentences) {
    if (sentence.words === 0) {
      continue;
    }
    words += sentence.words;
    nonNeutral += sentence.words * (1 - sentence.scores.neutral);
    labels[sentence.label] += 1;
  }
  return { words, nonNeutral, labels };
};

/** Editor heading types (heading-one, heading-two) are titles, not prose. */
const isHeading = (type: string | undefined): boolean => type !== undefined && type.startsWith("heading");

/**
 * The rating partial of one block: the quality engine's counts (FK, MTLD, repetition, connectives),
 * the facts engine's signal counts, the emotions classifier's sums, and this engine's sentence
 * features. Pure and cacheable per block text and type. Measured on a 10,000-word document, the
 * emotions classifier and the facts engine are most of the cost; pass their results in `engines`
 * when the server already has them.
 */
export const rateBlock = (block: AnalysisBlock, engines: BlockEngineResults = {}): BlockRatingFeatures => {
  const quality = engines.quality ?? blockQuality(block);
  const facts = engines.facts ?? blockFacts(block);
  const spans = segmentSentences(block.text);
  const sentences = spans.map((sentence) => sentenceFeatures(sentence.text));
  // Classifying here, weighted by the words already counted, saves the emotions engine's second tokenisation (emotionsForBlocks).
  const emotions =
    engines.emotions ?? spans.map((sentence, index) => ({ words: sentences[index]?.words ?? 0, ...classifyEmotion(sentence.text) }));
  return {
    blockId: block.id,
    prose: !isHeading(block.type),
    text: quality.counts.text,
    mtld: quality.counts.mtld,
    repetition: quality.counts.repetition,
    connectives: quality.counts.connectives,
    facts: { factual: facts.factual, emotional: facts.emotional },
    emotions: emotionSums(emotions),
    sentences: sentences.filter((features) => features.words > 0),
  };
};
