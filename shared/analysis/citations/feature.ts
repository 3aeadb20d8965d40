import type { TextLocation } from "../types";

/** A sentence that makes a checkable claim without saying where it comes from. */
export interface CitationNeed extends TextLocation {
  /** The claim text (the sentence), same as `text`. */
  textSegment: string;
  /** 0–1, from the weighted features in weights.ts; items below CITATION_THRESHOLD are dropped. */
  probability: number;
  /** Why, in plain words, e.g. 'Statistic: “42%”'. */
  reasons: string[];
}

/** A signal found in a sentence: which feature and the text that triggered it. */
export interface FeatureHit {
  id: string;
  label: string;
  evidence: string;
}

/** A detector: returns the triggering text, or null when the sentence lacks the feature. */
export interface Feature {
  id: string;
  label: string;
  detect(sentence: string): string | null;
}

/** The first match of `pattern` in `text`, trimmed, or null. */
export const firstMatch = (pattern: RegExp, text: string): string | null => {
  const match = pattern.exec(text);
  pattern.lastIndex = 0;
  return match ? match[0].trim() : null;
};

/** A feature from one regular expression (not global: only the first hit is reported). */
export const regexFeature = (id: string, label: string, pattern: RegExp): Feature => ({
  id,
  label,
  detect: (sentence) => firstMatch(pattern, sentence),
});
