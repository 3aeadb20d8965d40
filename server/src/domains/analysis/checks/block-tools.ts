import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import { findCitationNeeds } from "@wordloom/shared/analysis/citations";
import { checkGrammar } from "@wordloom/shared/analysis/grammar";
import { checkInclusive } from "@wordloom/shared/analysis/inclusive";
import { checkLegal } from "@wordloom/shared/analysis/legal";
import { checkOffensive } from "@wordloom/shared/analysis/offensive";
import { detectPii } from "@wordloom/shared/analysis/pii";

/** The checks that look at each block on its own (plagiarism compares against the corpus instead). */
export const BLOCK_TOOLS = ["grammar", "offensive", "pii", "legal", "citations", "inclusive"] as const;
export type BlockTool = (typeof BLOCK_TOOLS)[number];

/** One block's result: its findings, plus per-sentence flags for the offensive check. */
export interface BlockResult {
  findings: Array<{ blockId: string }>;
  sentences?: Array<{ index: number; isAbusive: boolean; offenders: string }>;
}

const byBlock = (blocks: readonly AnalysisBlock[], findings: ReadonlyArray<{ blockId: string }>): Record<string, BlockResult> => {
  const results: Record<string, BlockResult> = Object.fromEntries(blocks.map((block) => [block.id, { findings: [] }]));
  for (const finding of findings) {
    results[finding.blockId]?.findings.push(finding);
  }
  return results;
};

/** Runs one tool over blocks; called inside the worker threads. */
export const runBlockTool = async (
  tool: BlockTool,
  blocks: AnalysisBlock[],
  settings: CheckSettings,
): Promise<Record<string, BlockResult>> => {
  switch (tool) {
    case "grammar":
      return byBlock(blocks, await checkGrammar(blocks, settings));
    case "offensive": {
      const result = checkOffensive(blocks);
      const results = byBlock(blocks, result.findings);
      for (const block of result.blocks) {
        const entry = results[block.blockId];
        if (entry) {
          entry.sentences = block.sentences;
        }
      }
      return results;
    }
    case "pii":
      return byBlock(blocks, detectPii(blocks));
    case "legal":
      return byBlock(blocks, checkLegal(blocks));
    case "citations":
      return byBlock(blocks, findCitationNeeds(blocks));
    case "inclusive":
      return byBlock(blocks, await checkInclusive(blocks));
  }
};
