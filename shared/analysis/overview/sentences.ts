import { segmentSentences } from "../segment";
import type { AnalysisBlock, TextLocation } from "../types";

/** A sentence of the text with its place: block, sentence index and offsets into the block text. */
export type LocatedSentence = TextLocation;

/** Every sentence of the blocks, in reading order (sentences with no letter or digit are skipped). */
export const locateSentences = (blocks: readonly AnalysisBlock[]): LocatedSentence[] =>
  blocks.flatMap((block) =>
    segmentSentences(block.text)
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.text))
      .map((sentence) => ({
        blockId: block.id,
        sentenceIndex: sentence.index,
        start: sentence.start,
        end: sentence.end,
        text: sentence.text,
      })),
  );
