import { memoizeByText } from "../memo";
import { segmentSentences } from "../segment";
import type { AnalysisBlock, SentenceSpan } from "../types";
import { addConnectives, connectivesScoreOf, EMPTY_CONNECTIVES, isConnected } from "./connectives";
import { addMtld, EMPTY_MTLD, mtldCounts, mtldOf, uniquenessOf } from "./mtld";
import {
  addCounts,
  countsOfWords,
  EMPTY_COUNTS,
  fleschKincaidGrade,
  oneDecimal,
  readScoreOf,
  twoDecimals,
  type TextCounts,
} from "./readability";
import { readTimeMinutes } from "./read-time";
import { isSyllableDictionaryLoaded } from "./syllables";
import { addRepetition, EMPTY_REPETITION, repetitionCounts, repetitivenessOf } from "./repetition";
import type { BlockQuality, DocumentQuality, QualityCounts, QualityResult } from "./types";
import { normalizeWord, wordTokens, type WordToken } from "./words";

const rounded = (value: number | null): number | null => (value === null ? null : oneDecimal(value));

const gradeOf = (counts: TextCounts): number | null => {
  const grade = fleschKincaidGrade(counts);
  return grade === null ? null : twoDecimals(grade);
};

const readScoreFrom = (counts: TextCounts): number | null => {
  const grade = fleschKincaidGrade(counts);
  return grade === null ? null : oneDecimal(readScoreOf(grade));
};

const uniquenessFrom = (counts: QualityCounts["mtld"]): number | null => {
  const mtld = mtldOf(counts);
  return mtld === null ? null : oneDecimal(uniquenessOf(mtld));
};

/** The words of each sentence, in one pass over the block's words (sentences are in order and do not overlap). */
const wordsPerSentence = (tokens: readonly WordToken[], sentences: readonly SentenceSpan[]): string[][] => {
  const result: string[][] = sentences.map(() => []);
  let sentenceIndex = 0;
  for (const token of tokens) {
    while (sentenceIndex < sentences.length && (sentences[sentenceIndex]?.end ?? 0) < token.end) {
      sentenceIndex += 1;
    }
    result[sentenceIndex]?.push(token.text);
  }
  return result;
};

/** Editor heading types (heading-one, heading-two): a title is not prose, so it does not count towards the document. */
const isHeadingType = (type: string | undefined): boolean => type !== undefined && type.startsWith("heading");

/** A block text's readability, repetitiveness, uniqueness and connectives (the same for any block holding that text). */
const computeTextQuality = (text: string): Omit<BlockQuality, "blockId" | "prose"> => {
  const sentences = segmentSentences(text);
  const tokens = wordTokens(text);
  const perSentence = wordsPerSentence(tokens, sentences).map(countsOfWords);
  const textCounts = perSentence.reduce(addCounts, EMPTY_COUNTS);
  const words = tokens.map((token) => token.text);
  const connectives = {
    sentences: textCounts.sentences,
    connected: sentences.filter((sentence, index) => (perSentence[index]?.words ?? 0) > 0 && isConnected(sentence.text)).length,
  };
  const counts: QualityCounts = {
    text: textCounts,
    repetition: repetitionCounts(words),
    mtld: mtldCounts(words.map(normalizeWord)),
    connectives,
  };
  return {
    readScore: perSentence.map(readScoreFrom),
    grade: perSentence.map(gradeOf),
    repetitiveness: rounded(repetitivenessOf(counts.repetition)),
    uniqueness: uniquenessFrom(counts.mtld),
    connectives: rounded(connectivesScoreOf(counts.connectives)),
    counts,
  };
};

/** Remembered per text, apart before and after CMUdict loads (syllable counts change then). */
const rememberedQuality = { withDictionary: memoizeByText(computeTextQuality), withRules: memoizeByText(computeTextQuality) };
const textQuality = (text: string) => (isSyllableDictionaryLoaded() ? rememberedQuality.withDictionary : rememberedQuality.withRules)(text);

/**
 * Quality of one block: per-sentence readability, and the block's repetitiveness, uniqueness and
 * connectives. Remembered per text, so the AI rating reuses what the quality view computed.
 */
export const blockQuality = (block: AnalysisBlock): BlockQuality => ({
  blockId: block.id,
  ...textQuality(block.text),
  prose: !isHeadingType(block.type),
});

/** The document's quality from its blocks' results (cached or fresh): every score is computed from the prose blocks' summed counts. */
export const aggregateQuality = (results: readonly BlockQuality[]): DocumentQuality => {
  const blocks = results.filter((block) => block.prose);
  const text = blocks.reduce((total, block) => addCounts(total, block.counts.text), EMPTY_COUNTS);
  const repetition = blocks.reduce((total, block) => addRepetition(total, block.counts.repetition), EMPTY_REPETITION);
  const mtld = blocks.reduce((total, block) => addMtld(total, block.counts.mtld), EMPTY_MTLD);
  const connectives = blocks.reduce((total, block) => addConnectives(total, block.counts.connectives), EMPTY_CONNECTIVES);
  return {
    readScore: readScoreFrom(text),
    grade: gradeOf(text),
    repetitiveness: rounded(repetitivenessOf(repetition)),
    uniqueness: uniquenessFrom(mtld),
    connectives: rounded(connectivesScoreOf(connectives)),
    readTime: readTimeMinutes(text.words),
    words: text.words,
    sentences: text.sentences,
  };
};

/** Quality of every block, keyed by block id, and of the document. */
export const scoreQuality = (blocks: readonly AnalysisBlock[]): QualityResult => {
  const results = blocks.map(blockQuality);
  return { blocks: Object.fromEntries(results.map((result) => [result.blockId, result])), document: aggregateQuality(results) };
};
