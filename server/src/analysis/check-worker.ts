import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import { runBlockTool, type BlockTool } from "./block-tools";
import { isScoreTool, runScoreTool, type ScoreTool } from "./score-tools";

/** A worker thread's task: one check or score over a batch of blocks (CPU-heavy work off the event loop). */
export default async function checkBlocks({ tool, blocks, settings }: { tool: BlockTool | ScoreTool; blocks: AnalysisBlock[]; settings: CheckSettings }) {
  return isScoreTool(tool) ? runScoreTool(tool, blocks) : runBlockTool(tool, blocks, settings);
}
