import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import { runBlockTool, type BlockTool } from "./block-tools";

/** A worker thread's task: one tool over a batch of blocks (CPU-heavy work off the event loop). */
export default async function checkBlocks({ tool, blocks, settings }: { tool: BlockTool; blocks: AnalysisBlock[]; settings: CheckSettings }) {
  return runBlockTool(tool, blocks, settings);
}
