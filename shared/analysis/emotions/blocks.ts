import { segmentSentences } from "../segment";
import type { AnalysisBlock, TextLocation } from "../types";
import { classifyEmotion } from "./classify";
import { tokenizeForEmotions } from "./features";
import type { EmotionResult } from "./predict";

/** One sentence's emotion, where it sits, and how much it counts in a page's mix. */
export interface SentenceEmotion extends TextLocation, EmotionResult {
  /** Words in the sentence: its weight in page and document figures. */
  words: number;
}

const WORDLIKE = /[\p{L}\p{N}]/u;

/** Word tokens of a sentence (punctuation and emoji excluded). */
export const countWords = (text: string): number => tokenizeForEmotions(text).filter((token) => WORDLIKE.test(token)).length;

/** The emotion of every sentence of every block, in order (sentences from segmentSentences). */
export const emotionsForBlocks = (blocks: readonly AnalysisBlock[]): SentenceEmotion[] =>
  blocks.flatMap((block) =>
    segmentSentences(block.text).map((sentence) => ({
      blockId: block.id,
      sentenceIndex: sentence.index,
      start: sentence.start,
      end: sentence.end,
      text: sentence.text,
      words: countWords(sentence.text),
      ...classifyEmotion(sentence.text),
    })),
  );
