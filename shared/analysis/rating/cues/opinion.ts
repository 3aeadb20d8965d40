import { lexiconValence } from "../../tone";

/**
 * Opinion markers: hedges, stance and evaluation words that say what the writer thinks rather than
 * what is the case. Sentiment words come from VADER's lexicon (|valence| ≥ 1).
 */
const OPINION_WORDS = new Set([
  "think",
  "thought",
  "believe",
  "believed",
  "feel",
  "felt",
  "seem",
  "seems",
  "seemed",
  "probably",
  "perhaps",
  "maybe",
  "should",
  "must",
  "ought",
  "clearly",
  "obviously",
  "surely",
  "honestly",
  "frankly",
  "personally",
  "opinion",
  "arguably",
  "best",
  "worst",
  "favourite",
  "favorite",
  "prefer",
  "preferred",
  "interesting",
  "boring",
  "beautiful",
  "ugly",
  "amazing",
  "awful",
  "wonderful",
  "terrible",
  "brilliant",
  "stunning",
  "ridiculous",
  "absurd",
  "remarkable",
  "incredible",
  "fascinating",
  "disappointing",
  "overrated",
  "underrated",
  "important",
  "essential",
  "crucial",
  "perfect",
  "simply",
]);

/** Minimum |VADER valence| (of 4) for a word to count as subjective. */
const SUBJECTIVE_VALENCE = 1;

/** Whether a lower-case word carries opinion or sentiment. */
export const isSubjective = (word: string): boolean => OPINION_WORDS.has(word) || Math.abs(lexiconValence(word)) >= SUBJECTIVE_VALENCE;
