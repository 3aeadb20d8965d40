import { locateSentences } from "../overview/sentences";
import { tokenizeWords } from "../overview/terms";
import type { AnalysisBlock, TextLocation } from "../types";
import { type Detector, detectors, patternOf } from "./catalogue";
import type { IdiomKind } from "./types";

/** An idiom or cliché found in the text. */
export interface IdiomFinding extends TextLocation {
  /** The canonical idiom or cliché ("bite the bullet" for "bit the bullet"). */
  idiom: string;
  /** null for a cliché that is not in the curated idiom list. */
  meaning: string | null;
  /** A sentence using the idiom; null for a cliché that is not in the curated idiom list. */
  example: string | null;
  kind: IdiomKind | null;
  /** On the no-cliches list: a phrase writers are advised to avoid. */
  isCliche: boolean;
}

interface Hit {
  start: number;
  end: number;
  detector: Detector;
}

/** Every match of the detectors whose anchor word the sentence holds. */
const hitsIn = (sentence: string): Hit[] => {
  const { byAnchor, unanchored } = detectors();
  const candidates = new Set<Detector>(unanchored);
  for (const token of tokenizeWords(sentence)) {
    for (const detector of byAnchor.get(token.word) ?? []) {
      candidates.add(detector);
    }
  }
  const hits: Hit[] = [];
  for (const detector of candidates) {
    for (const match of sentence.matchAll(patternOf(detector))) {
      hits.push({ start: match.index, end: match.index + match[0].length, detector });
    }
  }
  return hits;
};

/**
 * Overlapping hits become one finding: a curated idiom (it has a meaning) beats a bare cliché, then
 * the longest span wins; the finding is a cliché when any hit over it is.
 */
const mergeHits = (hits: Hit[]): Array<Hit & { isCliche: boolean }> => {
  const ordered = [...hits].sort(
    (first, second) =>
      Number(second.detector.idiom !== null) - Number(first.detector.idiom !== null) ||
      second.end - second.start - (first.end - first.start) ||
      first.start - second.start,
  );
  const kept: Array<Hit & { isCliche: boolean }> = [];
  for (const hit of ordered) {
    const overlapping = kept.find((other) => hit.start < other.end && other.start < hit.end);
    if (overlapping) {
      overlapping.isCliche ||= hit.detector.isCliche;
    } else {
      kept.push({ ...hit, isCliche: hit.detector.isCliche });
    }
  }
  return kept.sort((first, second) => first.start - second.start);
};

/** Idioms and clichés in the text, with their place (block, sentence, offsets in the block text). */
export const findIdioms = (blocks: readonly AnalysisBlock[]): IdiomFinding[] =>
  locateSentences(blocks).flatMap((sentence) =>
    mergeHits(hitsIn(sentence.text)).map((hit) => ({
      blockId: sentence.blockId,
      sentenceIndex: sentence.sentenceIndex,
      start: sentence.start + hit.start,
      end: sentence.start + hit.end,
      text: sentence.text.slice(hit.start, hit.end),
      idiom: hit.detector.phrase,
      meaning: hit.detector.idiom?.meaning ?? null,
      example: hit.detector.idiom?.example ?? null,
      kind: hit.detector.idiom?.kind ?? null,
      isCliche: hit.isCliche,
    })),
  );
