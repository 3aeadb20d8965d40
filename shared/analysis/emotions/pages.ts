import type { AnalysisBlock } from "../types";
import { emotionsForBlocks, type SentenceEmotion } from "./blocks";
import { EMOTIONS, type Emotion } from "./labels";
import { toPercentages, type EmotionValue } from "./percentages";

/** A page's emotions (spec 2 §3: "Emotions (pages with pageIndex and a document list of name/value pairs)"). */
export interface PageEmotions {
  pageIndex: number;
  /** Every emotion with its share of the page in percent, in EMOTIONS order, summing to 100. */
  document: EmotionValue[];
}

/** The document's Emotions field: each page's mix and the whole document's. */
export interface DocumentEmotions {
  pages: PageEmotions[];
  /** The whole document's mix, in the same form as a page's. */
  document: EmotionValue[];
}

/**
 * Length-weighted mean of sentence probabilities: share_k = Σ_s words_s · p_sk / Σ_s words_s.
 * A long sentence counts for more than a one-word exclamation. No words → neutral 100.
 */
export const emotionsMix = (sentences: readonly SentenceEmotion[]): EmotionValue[] => {
  const shares = Object.fromEntries(EMOTIONS.map((emotion) => [emotion, 0])) as Record<Emotion, number>;
  for (const sentence of sentences) {
    for (const emotion of EMOTIONS) {
      shares[emotion] += sentence.words * sentence.scores[emotion];
    }
  }
  return toPercentages(shares);
};

/** The emotions of one page's blocks. */
export const pageEmotions = (blocks: readonly AnalysisBlock[], pageIndex = 0): PageEmotions => ({
  pageIndex,
  document: emotionsMix(emotionsForBlocks(blocks)),
});

/** The emotions of every page (pageIndex = position in `pages`) and of the whole document (all sentences together). */
export const documentEmotions = (pages: ReadonlyArray<readonly AnalysisBlock[]>): DocumentEmotions => {
  const sentencesPerPage = pages.map((blocks) => emotionsForBlocks(blocks));
  return {
    pages: sentencesPerPage.map((sentences, pageIndex) => ({ pageIndex, document: emotionsMix(sentences) })),
    document: emotionsMix(sentencesPerPage.flat()),
  };
};
