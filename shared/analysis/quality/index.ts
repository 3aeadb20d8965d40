export { blockQuality, aggregateQuality, scoreQuality } from "./quality";
export type { BlockQuality, DocumentQuality, QualityCounts, QualityResult } from "./types";
export {
  readabilityBand,
  repetitivenessBand,
  uniquenessBand,
  connectivesBand,
  canShowGraphs,
  MIN_GRAPH_SENTENCES,
  type QualityRating,
} from "./bands";
export { fleschKincaidGrade, readScoreOf, sentenceCounts, addCounts, TARGET_GRADE, type TextCounts } from "./readability";
export { loadSyllableDictionary, isSyllableDictionaryLoaded, syllablesOf, vowelPhonemes } from "./syllables";
export { readTimeMinutes, WORDS_PER_MINUTE } from "./read-time";
export { isConnected, connectivesScoreOf, type ConnectiveCounts } from "./connectives";
export { mtldCounts, mtldOf, uniquenessOf, type MtldCounts } from "./mtld";
export { repetitionCounts, repetitivenessOf, contentStem, type RepetitionCounts } from "./repetition";
export { wordsOf, wordTokens, type WordToken } from "./words";
