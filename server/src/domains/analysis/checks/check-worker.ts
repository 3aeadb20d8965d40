import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import { runBlockTool, type BlockTool } from "./block-tools";
import { isDocumentTask, runDocumentTask, type DocumentTaskInputs } from "./document-tasks";
import { isScoreTool, runScoreTool, type ScoreTool } from "./score-tools";

type WorkerTask =
  | { tool: BlockTool | ScoreTool; blocks: AnalysisBlock[]; settings: CheckSettings }
  | { task: keyof DocumentTaskInputs; input: DocumentTaskInputs[keyof DocumentTaskInputs] };

/** A worker thread's task: a check or score over a batch of blocks, or a whole-text analysis (CPU-heavy work off the event loop). */
export default async function runTask(task: WorkerTask) {
  if ("task" in task) {
    if (!isDocumentTask(task.task)) {
      throw new Error(`Unknown analysis task: ${String(task.task)}`);
    }
    return runDocumentTask(task.task, task.input);
  }
  const { tool, blocks, settings } = task;
  return isScoreTool(tool) ? runScoreTool(tool, blocks) : runBlockTool(tool, blocks, settings);
}
