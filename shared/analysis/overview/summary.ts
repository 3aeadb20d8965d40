import type { AnalysisBlock } from "../types";
import { type Edge, weightedPageRank } from "./pagerank";
import { type LocatedSentence, locateSentences } from "./sentences";
import { contentTerms, countWords } from "./terms";

/** Spec 2 §5: "Summary needs at least 5 sentences, or a submissionId." */
export const SUMMARY_MIN_SENTENCES = 5;

export interface SummarySentence extends LocatedSentence {
  /** TextRank score of the sentence (1 − d for a sentence sharing no word with any other). */
  score: number;
}

export type SummaryResult =
  | { ok: true; sentences: SummarySentence[]; summary: string; sentenceCount: number }
  | { ok: false; reason: "TOO_SHORT"; sentenceCount: number; minSentences: number };

export interface SummaryOptions {
  /** How many sentences to keep; by default one in five, at least 1 and at most 7. */
  sentences?: number;
  /** Writing-exercise submissions are summarised however short they are (spec 2 §5). */
  isSubmission?: boolean;
}

/** Default summary length: round(n / 5), clamped to 1–7 (Wordloom's choice; the spec gives none). */
export const defaultSummaryLength = (sentenceCount: number): number => Math.min(7, Math.max(1, Math.round(sentenceCount / 5)));

/**
 * Sentence similarity of TextRank (Mihalcea & Tarau 2004, eq. 4):
 *   sim(Si, Sj) = |{w : w ∈ Si and w ∈ Sj}| / (log |Si| + log |Sj|)
 * where w are normalised content words (stop words dropped, Porter stems) and |S| is the sentence's
 * word count. Two one-word sentences (denominator 0) have similarity 0.
 */
export const sentenceSimilarity = (shared: number, firstWords: number, secondWords: number): number => {
  const denominator = Math.log(firstWords) + Math.log(secondWords);
  return denominator <= 0 ? 0 : shared / denominator;
};

/**
 * The similarity graph: shared stems are counted through an inverted index (stem → sentences), so
 * only pairs that share a stem are visited.
 */
const similarityGraph = (sentences: readonly LocatedSentence[]): Edge[][] => {
  const ids = new Map<string, number>();
  const postings: number[][] = [];
  const lengths = sentences.map((sentence) => countWords(sentence.text));
  const termSets = sentences.map((sentence, index) => {
    const terms = [...new Set(contentTerms(sentence.text))].map((term) => {
      const id = ids.get(term) ?? ids.size;
      ids.set(term, id);
      (postings[id] ??= []).push(index);
      return id;
    });
    return terms;
  });
  const neighbours: Edge[][] = sentences.map(() => []);
  const shared = new Int32Array(sentences.length);
  termSets.forEach((terms, i) => {
    const touched: number[] = [];
    for (const term of terms) {
      for (const j of postings[term] ?? []) {
        if (j > i) {
          if (shared[j] === 0) {
            touched.push(j);
          }
          shared[j] = (shared[j] ?? 0) + 1;
        }
      }
    }
    for (const j of touched.sort((first, second) => first - second)) {
      const weight = sentenceSimilarity(shared[j] ?? 0, lengths[i] ?? 0, lengths[j] ?? 0);
      shared[j] = 0;
      if (weight > 0) {
        neighbours[i]?.push({ node: j, weight });
        neighbours[j]?.push({ node: i, weight });
      }
    }
  });
  return neighbours;
};

/** Ranks sentences with TextRank: the similarity graph above, weighted PageRank with damping 0.85. */
const rankSentences = (sentences: readonly LocatedSentence[]): number[] => weightedPageRank(similarityGraph(sentences));

/**
 * Extractive summary: the highest-ranked sentences (ties go to the earlier sentence), returned in
 * their original order. Fewer than 5 sentences is refused with TOO_SHORT unless `isSubmission`.
 */
export const summarize = (blocks: readonly AnalysisBlock[], options: SummaryOptions = {}): SummaryResult => {
  const sentences = locateSentences(blocks);
  if (sentences.length < SUMMARY_MIN_SENTENCES && !options.isSubmission) {
    return { ok: false, reason: "TOO_SHORT", sentenceCount: sentences.length, minSentences: SUMMARY_MIN_SENTENCES };
  }
  const wanted = Math.max(1, Math.floor(options.sentences ?? defaultSummaryLength(sentences.length)));
  const scores = rankSentences(sentences);
  const chosen = sentences
    .map((sentence, position) => ({ sentence, position, score: scores[position] ?? 0 }))
    .sort((first, second) => second.score - first.score || first.position - second.position)
    .slice(0, wanted)
    .sort((first, second) => first.position - second.position)
    .map(({ sentence, score }) => ({ ...sentence, score: Math.round(score * 1e4) / 1e4 }));
  return {
    ok: true,
    sentences: chosen,
    summary: chosen.map((sentence) => sentence.text).join(" "),
    sentenceCount: sentences.length,
  };
};
