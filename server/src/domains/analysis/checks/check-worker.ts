import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import { runBlockTool, type BlockTool } from "./block-tools";
import { isDocumentTask, runDocumentTask, type DocumentTaskInputs } from "./document-tasks";
import { isScoreTool, runScoreTool, type ScoreTool } from "./score-tools";

type WorkerTask =
  | { warm: { tools: Array<BlockTool | ScoreTool>; blocks: AnalysisBlock[]; settings: CheckSettings } }
  | { tool: BlockTool | ScoreTool; blocks: AnalysisBlock[]; settings: CheckSettings }
  | { task: keyof DocumentTaskInputs; input: DocumentTaskInputs[keyof DocumentTaskInputs] };

/** A worker thread's task: a check or score over a batch of blocks, or a whole-text analysis (CPU-heavy work off the event loop). */
export default async function runTask(task: WorkerTask) {
  if ("warm" in task) {
    // Every engine in this thread, one after the other: the task holds the thread, so the pool
    // gives the next warm-up task to another thread.
    const { tools, blocks, settings } = task.warm;
    for (const tool of tools) {
      await (isScoreTool(tool) ? runScoreTool(tool, blocks) : runBlockTool(tool, blocks, settings));
    }
    return {};
  }
  if ("task" in task) {
    if (!isDocumentTask(task.task)) {
      throw new Error(`Unknown analysis task: ${String(task.task)}`);
    }
    return runDocumentTask(task.task, task.input);
  }
  const { tool, blocks, settings } = task;
  return isScoreTool(tool) ? runScoreTool(tool, blocks) : runBlockTool(tool, blocks, settings);
}
