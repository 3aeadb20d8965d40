import { segmentSentences } from "@wordloom/shared/analysis";
import type { AssistantBlock } from "../../assistant-host";
import { WEAK_READABILITY } from "../grades";

interface WeakSentence {
  blockId: string;
  start: number;
  end: number;
  text: string;
  readScore: number;
}

/**
 * The sentences whose readability falls below WEAK_READABILITY, located in the block text (the
 * quality result lists each block's sentence scores in order; segmentSentences gives their offsets).
 */
export const weakSentences = (
  blocks: readonly AssistantBlock[],
  quality: Readonly<Record<string, { readScore: ReadonlyArray<number | null>; prose: boolean }>>,
): WeakSentence[] =>
  blocks.flatMap((block) => {
    const scores = quality[block.id];
    if (!scores || !scores.prose) {
      return [];
    }
    return segmentSentences(block.text).flatMap((sentence, index) => {
      const readScore = scores.readScore[index];
      return readScore !== null && readScore !== undefined && readScore < WEAK_READABILITY
        ? [{ blockId: block.id, start: sentence.start, end: sentence.end, text: sentence.text, readScore }]
        : [];
    });
  });
