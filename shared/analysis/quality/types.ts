import type { ConnectiveCounts } from "./connectives";
import type { MtldCounts } from "./mtld";
import type { TextCounts } from "./readability";
import type { RepetitionCounts } from "./repetition";

/** The sums behind a block's scores, kept so a document's scores can be recomputed from cached blocks. */
export interface QualityCounts {
  text: TextCounts;
  repetition: RepetitionCounts;
  mtld: MtldCounts;
  connectives: ConnectiveCounts;
}

/**
 * A block's quality (spec 2 §3, Block.quality): readScore per sentence (null for a sentence without
 * words), the other three per block (null when the block has no words). Scores 0–100, one decimal;
 * higher is better on all four.
 */
export interface BlockQuality {
  blockId: string;
  readScore: Array<number | null>;
  /** Flesch–Kincaid grade per sentence, two decimals (null without words). */
  grade: Array<number | null>;
  repetitiveness: number | null;
  uniqueness: number | null;
  connectives: number | null;
  /** False for headings: they are scored, but their counts stay out of the document's scores. */
  prose: boolean;
  counts: QualityCounts;
}

/** A document's quality (spec 2 §3, documentQuality), computed from the blocks' summed counts. */
export interface DocumentQuality {
  readScore: number | null;
  /** Flesch–Kincaid grade of the whole document, two decimals. */
  grade: number | null;
  repetitiveness: number | null;
  uniqueness: number | null;
  connectives: number | null;
  /** Minutes, rounded up, at 238 words per minute. */
  readTime: number;
  words: number;
  sentences: number;
}

export interface QualityResult {
  blocks: Record<string, BlockQuality>;
  document: DocumentQuality;
}
