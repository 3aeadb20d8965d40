import { EMOTIONS, type Emotion } from "../emotions";
import { addCounts, type ConnectiveCounts, type MtldCounts, type RepetitionCounts, type TextCounts } from "../quality";
import type { BlockRatingFeatures, EmotionSums, SentenceFeatures } from "./types";

/** What one rating (a document or a page) is computed from: the prose blocks' sums and sentences in order. */
export interface RatingTotals {
  text: TextCounts;
  mtld: MtldCounts;
  repetition: RepetitionCounts;
  connectives: ConnectiveCounts;
  facts: { factual: number; emotional: number };
  emotions: EmotionSums;
  sentences: SentenceFeatures[];
}

const emptyLabels = (): Record<Emotion, number> => Object.fromEntries(EMOTIONS.map((emotion) => [emotion, 0])) as Record<Emotion, number>;

/** Sums the prose blocks' partials (headings are left out, as in the quality view). */
export const sumBlocks = (blocks: readonly BlockRatingFeatures[]): RatingTotals => {
  const totals: RatingTotals = {
    text: { words: 0, sentences: 0, syllables: 0 },
    mtld: { tokens: 0, forwardFactors: 0, backwardFactors: 0 },
    repetition: { units: 0, repeats: 0 },
    connectives: { sentences: 0, connected: 0 },
    facts: { factual: 0, emotional: 0 },
    emotions: { words: 0, nonNeutral: 0, labels: emptyLabels() },
    sentences: [],
  };
  for (const block of blocks) {
    if (!block.prose) {
      continue;
    }
    totals.text = addCounts(totals.text, block.text);
    totals.mtld.tokens += block.mtld.tokens;
    totals.mtld.forwardFactors += block.mtld.forwardFactors;
    totals.mtld.backwardFactors += block.mtld.backwardFactors;
    totals.repetition.units += block.repetition.units;
    totals.repetition.repeats += block.repetition.repeats;
    totals.connectives.sentences += block.connectives.sentences;
    totals.connectives.connected += block.connectives.connected;
    totals.facts.factual += block.facts.factual;
    totals.facts.emotional += block.facts.emotional;
    totals.emotions.words += block.emotions.words;
    totals.emotions.nonNeutral += block.emotions.nonNeutral;
    for (const emotion of EMOTIONS) {
      totals.emotions.labels[emotion] += block.emotions.labels[emotion];
    }
    totals.sentences.push(...block.sentences);
  }
  return totals;
};

/** How many sentences satisfy `test`. */
export const countSentences = (sentences: readonly SentenceFeatures[], test: (sentence: SentenceFeatures) => boolean): number =>
  sentences.reduce((count, sentence) => count + (test(sentence) ? 1 : 0), 0);
