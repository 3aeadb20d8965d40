import { segmentSentences } from "../segment";
import type { AnalysisBlock } from "../types";
import { wordsOf } from "../quality";

/** The learner's text cut into paragraphs (blocks), sentences and words once, for every part of the assessment. */
export interface TextFacts {
  blocks: AnalysisBlock[];
  sentences: string[];
  words: string[];
}

export const textFacts = (text: string): TextFacts => {
  const paragraphs = text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  const blocks = paragraphs.map((paragraph, index) => ({ id: `p${index}`, text: paragraph }));
  const sentences = blocks.flatMap((block) => segmentSentences(block.text).map((sentence) => sentence.text));
  return { blocks, sentences, words: wordsOf(text) };
};

/** The sentence of `facts` holding the character range of a block, for the details. */
export const sentenceAround = (blockText: string, start: number): string => {
  const sentences = segmentSentences(blockText);
  return sentences.find((sentence) => start >= sentence.start && start < sentence.end)?.text ?? blockText;
};
