import { memoizeByText } from "../memo";
import { segmentSentences } from "../segment";
import type { AnalysisBlock } from "../types";
import { emotionalSignals } from "./emotional-signals";
import { factualSignals } from "./factual-signals";
import type { BlockFacts, DocumentFacts, FactsLabel, FactsResult, SentenceFacts } from "./types";

/**
 * Facts versus emotions. Each sentence counts factual signals (factual-signals.ts) and emotional
 * signals (emotional-signals.ts); the document's percentages share all signals out:
 *
 *   emotional = round(100 × E / (E + F)),  factual = 100 − emotional      (both 0 when E + F = 0)
 *
 * Label (spec 2 §4): More Emotions if emotional exceeds factual, More Facts if less, else Balanced.
 * Comparing the whole percentages makes "Balanced" exactly 50/50 after rounding (E/(E + F) from
 * 49.5% up to, not including, 50.5%), and a document with no signals at all is Balanced at 0/0.
 */
export const factsLabel = (emotional: number, factual: number): FactsLabel =>
  emotional > factual ? "More Emotions" : emotional < factual ? "More Facts" : "Balanced";

/** Factual and emotional signal counts of each sentence of a block text (the same for any block holding it). */
const textFacts = memoizeByText((text: string): Omit<BlockFacts, "blockId"> => {
  const sentences: SentenceFacts[] = segmentSentences(text).map((sentence) => ({
    index: sentence.index,
    start: sentence.start,
    end: sentence.end,
    factual: factualSignals(sentence.text).length,
    emotional: emotionalSignals(sentence.text).length,
  }));
  return {
    sentences,
    factual: sentences.reduce((sum, sentence) => sum + sentence.factual, 0),
    emotional: sentences.reduce((sum, sentence) => sum + sentence.emotional, 0),
  };
});

/** Factual and emotional signal counts of each sentence of one block, remembered per text (the AI rating reads them too). */
export const blockFacts = (block: AnalysisBlock): BlockFacts => ({ blockId: block.id, ...textFacts(block.text) });

/** The document's percentages and label from its blocks' signal counts. */
export const aggregateFacts = (blocks: readonly BlockFacts[]): DocumentFacts => {
  const factualSignals = blocks.reduce((sum, block) => sum + block.factual, 0);
  const emotionalSignals = blocks.reduce((sum, block) => sum + block.emotional, 0);
  const total = factualSignals + emotionalSignals;
  const emotional = total === 0 ? 0 : Math.round((100 * emotionalSignals) / total);
  const factual = total === 0 ? 0 : 100 - emotional;
  return { emotional, factual, label: factsLabel(emotional, factual), emotionalSignals, factualSignals };
};

/** Facts versus emotions of every block, keyed by block id, and of the document. */
export const scoreFacts = (blocks: readonly AnalysisBlock[]): FactsResult => {
  const results = blocks.map(blockFacts);
  return { blocks: Object.fromEntries(results.map((result) => [result.blockId, result])), document: aggregateFacts(results) };
};
