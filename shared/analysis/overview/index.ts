export { countDocument, pageBlocks, readingTime, READING_WORDS_PER_MINUTE, type DocumentCounts, type ReadingTime } from "./counts";
export { INTENTS, type Intent } from "./intent-cues";
export { sentenceEvidence, type IntentEvidence } from "./intent-signals";
export { detectIntent, intentComment, type IntentInput, type IntentResult } from "./intent";
export { matchTopic, type TopicMatch } from "./topic-match";
export {
  defaultSummaryLength,
  sentenceSimilarity,
  summarize,
  SUMMARY_MIN_SENTENCES,
  type SummaryOptions,
  type SummaryResult,
  type SummarySentence,
} from "./summary";
export {
  extractKeywords,
  KEYWORD_MIN_WORDS,
  keywordMinimumMessage,
  type Keyword,
  type KeywordOptions,
  type KeywordsResult,
} from "./keywords";
export { DAMPING, weightedPageRank, type Edge } from "./pagerank";
export { locateSentences, type LocatedSentence } from "./sentences";
export { stem } from "./stem";
export { contentTerms, countWords, isContentWord, termOf, tokenizeWords, type WordToken } from "./terms";
