import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock, SentenceSpan, TextLocation } from "../types";
import type { Fingerprint } from "./winnow";

/** A stretch of the checked text covered by matched k-grams. */
export interface MatchedSpan {
  start: number;
  end: number;
  /** text.slice(start, end) */
  text: string;
  /** Sources (indexes into the caller's source list) whose fingerprints fall in this span, ascending. */
  sourceIndexes: number[];
}

/** Matched hashes: a set of hashes, or a map from hash to the indexes of the sources holding it. */
export type HashMatches = ReadonlySet<string> | ReadonlyMap<string, readonly number[]>;

interface Range {
  start: number;
  end: number;
  sources: readonly number[];
}

/** Merges ranges that overlap or touch into one, uniting their sources; the result is sorted and disjoint. */
export const mergeRanges = (ranges: readonly Range[]): { start: number; end: number; sources: number[] }[] => {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number; sources: Set<number> }[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
      range.sources.forEach((source) => last.sources.add(source));
    } else {
      merged.push({ start: range.start, end: range.end, sources: new Set(range.sources) });
    }
  }
  return merged.map((range) => ({ start: range.start, end: range.end, sources: [...range.sources].sort((a, b) => a - b) }));
};

/** Deduplicated spans of `text` covered by fingerprints whose hash matched: overlapping k-grams merge into one span. */
export const matchedSpans = (text: string, prints: readonly Fingerprint[], matches: HashMatches): MatchedSpan[] => {
  const ranges: Range[] = [];
  for (const print of prints) {
    if (matches instanceof Map) {
      const sources = matches.get(print.hash);
      if (sources) {
        ranges.push({ start: print.start, end: print.end, sources });
      }
    } else if (matches.has(print.hash)) {
      ranges.push({ start: print.start, end: print.end, sources: [] });
    }
  }
  return mergeRanges(ranges).map((range) => ({
    start: range.start,
    end: range.end,
    text: text.slice(range.start, range.end),
    sourceIndexes: range.sources,
  }));
};

/** Share (0–100) of the text's distinct fingerprints found in `matches`; 0 for a text with none. */
export const containment = (prints: readonly Fingerprint[], matches: HashMatches): number => {
  const distinct = new Set(prints.map((print) => print.hash));
  if (distinct.size === 0) {
    return 0;
  }
  let shared = 0;
  distinct.forEach((hash) => {
    if (matches.has(hash)) {
      shared += 1;
    }
  });
  return (100 * shared) / distinct.size;
};

/** Spec 3 §5 and §9: only sources scoring above 10 (of 100) count. */
export const SOURCE_SCORE_THRESHOLD = 10;
/** analysis.md §10: report a source only when at least this many fingerprints are shared (noise below). */
const MIN_SHARED_FINGERPRINTS = 5;

/** Whether a source with this containment score and number of shared fingerprints is reported. */
export const countsAsSource = (score: number, sharedFingerprints: number): boolean =>
  score > SOURCE_SCORE_THRESHOLD && sharedFingerprints >= MIN_SHARED_FINGERPRINTS;

/** Blocks joined into one text for fingerprinting, with where each block starts in it. */
export interface JoinedBlocks {
  text: string;
  /** starts[i] is the offset of blocks[i].text in `text`. */
  starts: number[];
}

/** Joins block texts with a newline (never part of a word, so no k-gram glues two words across blocks). */
export const joinBlocks = (blocks: readonly AnalysisBlock[]): JoinedBlocks => {
  const starts: number[] = [];
  let offset = 0;
  for (const block of blocks) {
    starts.push(offset);
    offset += block.text.length + 1;
  }
  return { text: blocks.map((block) => block.text).join("\n"), starts };
};

export type LocatedSpan = TextLocation & { sourceIndexes: number[] };

/**
 * Maps spans of the joined text back to blocks: a span crossing blocks is cut at block ends, surrounding white space
 * is trimmed, and each piece gets its block id and the index of the sentence it starts in.
 */
export const locateSpans = (blocks: readonly AnalysisBlock[], joined: JoinedBlocks, spans: readonly MatchedSpan[]): LocatedSpan[] => {
  const located: LocatedSpan[] = [];
  const sentences = new Map<number, SentenceSpan[]>();
  for (const span of spans) {
    // The last block starting at or before the span (binary search), then every block the span reaches.
    let low = 0;
    let high = blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((joined.starts[middle] ?? 0) <= span.start) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    for (let blockIndex = low; blockIndex < blocks.length && (joined.starts[blockIndex] ?? 0) < span.end; blockIndex += 1) {
      const block = blocks[blockIndex] as AnalysisBlock;
      const blockStart = joined.starts[blockIndex] ?? 0;
      let start = Math.max(span.start - blockStart, 0);
      let end = Math.min(span.end - blockStart, block.text.length);
      while (start < end && /\s/.test(block.text[start] ?? "")) {
        start += 1;
      }
      while (end > start && /\s/.test(block.text[end - 1] ?? "")) {
        end -= 1;
      }
      if (start >= end) {
        continue;
      }
      let blockSentences = sentences.get(blockIndex);
      if (!blockSentences) {
        blockSentences = segmentSentences(block.text);
        sentences.set(blockIndex, blockSentences);
      }
      located.push({
        blockId: block.id,
        sentenceIndex: sentenceIndexAt(blockSentences, start),
        start,
        end,
        text: block.text.slice(start, end),
        sourceIndexes: span.sourceIndexes,
      });
    }
  }
  return located;
};
