/** A simpler version of a hard sentence (spec 2 §4: accepted with "Use It" or discarded). */
export interface Simplification {
  blockId: string;
  sentenceIndex: number;
  /** Offsets of the original sentence in the block text (UTF-16, end exclusive). */
  start: number;
  end: number;
  original: string;
  simplified: string;
  /** Flesch–Kincaid grades, two decimals; gradeAfter is always lower. */
  gradeBefore: number;
  gradeAfter: number;
}
