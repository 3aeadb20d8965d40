import type { PlagiarismResult } from "@wordloom/shared/model";
import { isCountedSource, MIN_SOURCE_SCORE } from "@wordloom/shared/rules";
import type { AssistantBlock } from "../../assistant-host";
import { inReadingOrder } from "../../findings";
import { HIGHLIGHT } from "../../highlight-classes";

type PlagiarismSource = PlagiarismResult["sources"][number];

export interface PlagiarisedSentence {
  key: string;
  blockId: string;
  start: number;
  end: number;
  text: string;
  /** The best score among its sources (0–100). */
  score: number;
  sources: PlagiarismSource[];
}

/** Spec document 2 §9: 10–40 light orange, 40–60 orange, 60–100 red; nothing at or below 10. */
export const plagiarismBand = (score: number): string | null => {
  if (score <= MIN_SOURCE_SCORE) {
    return null;
  }
  if (score < 40) {
    return HIGHLIGHT.plagiarismLow;
  }
  return score < 60 ? HIGHLIGHT.plagiarismMedium : HIGHLIGHT.plagiarismHigh;
};

/** The matched passages in reading order, each with the sources above the threshold that it matched. */
export const plagiarisedSentences = (result: PlagiarismResult, blocks: readonly AssistantBlock[]): PlagiarisedSentence[] =>
  inReadingOrder(result.results, blocks).flatMap((span) => {
    const sources = span.sourceIndexes.flatMap((index) => {
      const source = result.sources[index];
      return source && isCountedSource(source) ? [source] : [];
    });
    if (sources.length === 0) {
      return [];
    }
    const score = Math.max(...sources.map((source) => source.score));
    return [{ key: span.key, blockId: span.blockId, start: span.start, end: span.end, text: span.text, score, sources }];
  });
