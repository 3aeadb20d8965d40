import type { AnalysisBlock } from "@wordloom/shared/analysis";
import { emotionsForBlocks } from "@wordloom/shared/analysis/emotions";
import { blockQuality, loadSyllableDictionary } from "@wordloom/shared/analysis/quality";
import { rateBlock } from "@wordloom/shared/analysis/rating";
import { blockSimplifications } from "@wordloom/shared/analysis/simplify";
import { blockFacts, blockPositivity, blockToxicity } from "@wordloom/shared/analysis/tone";

/**
 * The writing scores, per block: each block's partial result is cached by its text, and the
 * document's totals are recomputed from the partials (score-aggregates.ts), so a save re-scores
 * only the blocks that changed.
 */
const SCORE_TOOLS = ["quality", "positivity", "toxicity", "facts", "emotions", "simplify", "rating"] as const;
export type ScoreTool = (typeof SCORE_TOOLS)[number];

export const isScoreTool = (tool: string): tool is ScoreTool => (SCORE_TOOLS as readonly string[]).includes(tool);

/** One block's partial result; `blockId` is re-addressed when a cached result serves another block. */
export type ScoreBlockResult = { blockId: string } & Record<string, unknown>;

const scoreBlock = (tool: ScoreTool, block: AnalysisBlock): ScoreBlockResult => {
  switch (tool) {
    case "quality":
      return { ...blockQuality(block) };
    case "positivity":
      return { ...blockPositivity(block) };
    case "toxicity":
      return { ...blockToxicity(block) };
    case "facts":
      return { ...blockFacts(block) };
    case "emotions":
      return { blockId: block.id, sentences: emotionsForBlocks([block]) };
    case "simplify":
      return { blockId: block.id, simplifications: blockSimplifications(block) };
    case "rating":
      return { ...rateBlock(block) };
  }
};

/**
 * Runs one score over blocks; called inside the worker threads. Syllables come from CMUdict, which
 * loads once per thread before the first score, so every cached result counts them the same way.
 */
export const runScoreTool = async (tool: ScoreTool, blocks: readonly AnalysisBlock[]): Promise<Record<string, ScoreBlockResult>> => {
  await loadSyllableDictionary();
  return Object.fromEntries(blocks.map((block) => [block.id, scoreBlock(tool, block)]));
};

/** A cached partial re-addressed to the block asking for it (the same text may sit in another block). */
export const readdressScore = (result: ScoreBlockResult, blockId: string): ScoreBlockResult => {
  const moved: ScoreBlockResult = { ...result, blockId };
  for (const key of ["sentences", "simplifications"]) {
    const items = result[key];
    if (Array.isArray(items)) {
      moved[key] = items.map((item: unknown) =>
        item !== null && typeof item === "object" && "blockId" in item ? { ...item, blockId } : item,
      );
    }
  }
  return moved;
};
