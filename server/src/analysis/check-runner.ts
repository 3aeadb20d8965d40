import { DEFAULT_CHECK_SETTINGS, type AnalysisBlock, type CheckSettings } from "@wordloom/shared/analysis";
import { BlockResultCache } from "./block-cache";
import type { BlockResult, BlockTool } from "./block-tools";
import type { CheckPool } from "./check-pool";
import type { DocumentTask, DocumentTaskInputs } from "./document-tasks";
import { readdressScore, type ScoreBlockResult, type ScoreTool } from "./score-tools";

/** A cached result re-addressed to the block asking for it (the same text may sit in another block). */
const forBlock = (result: BlockResult, block: AnalysisBlock): BlockResult => ({
  ...result,
  findings: result.findings.map((finding) => ({
    ...finding,
    blockId: block.id,
    ...(block.cellIndex === undefined ? {} : { cellIndex: block.cellIndex }),
  })),
});

/** Splits items into at most `parts` runs of about equal total text length, keeping their order. */
const splitEvenly = (blocks: AnalysisBlock[], parts: number): AnalysisBlock[][] => {
  const total = blocks.reduce((sum, block) => sum + block.text.length, 0);
  const target = total / Math.max(1, parts);
  const batches: AnalysisBlock[][] = [[]];
  let size = 0;
  for (const block of blocks) {
    const current = batches.at(-1);
    if (current && current.length > 0 && size >= target && batches.length < parts) {
      batches.push([block]);
      size = block.text.length;
    } else {
      current?.push(block);
      size += block.text.length;
    }
  }
  return batches.filter((batch) => batch.length > 0);
};

/**
 * Runs the per-block checks and scores: cached blocks answer at once, the rest go to the worker
 * threads in one batch per thread.
 */
export class CheckRunner {
  constructor(
    private readonly pool: CheckPool,
    private readonly cache = new BlockResultCache(),
  ) {}

  /** A writing check's findings per block. */
  run(tool: BlockTool, blocks: readonly AnalysisBlock[], settings: CheckSettings, signal?: AbortSignal): Promise<Record<string, BlockResult>> {
    return this.runCached<BlockResult>(tool, blocks, settings, signal, forBlock, () => ({ findings: [] }));
  }

  /** A writing score's partial result per block (the document's totals are computed from them). */
  score(tool: ScoreTool, blocks: readonly AnalysisBlock[], signal?: AbortSignal): Promise<Record<string, ScoreBlockResult>> {
    return this.runCached<ScoreBlockResult>(tool, blocks, DEFAULT_CHECK_SETTINGS, signal, (result, block) => readdressScore(result, block.id), (block) => ({ blockId: block.id }));
  }

  private async runCached<T>(
    tool: BlockTool | ScoreTool,
    blocks: readonly AnalysisBlock[],
    settings: CheckSettings,
    signal: AbortSignal | undefined,
    readdress: (result: T, block: AnalysisBlock) => T,
    fallback: (block: AnalysisBlock) => T,
  ): Promise<Record<string, T>> {
    const results: Record<string, T> = {};
    const missing: Array<{ block: AnalysisBlock; key: string }> = [];
    for (const block of blocks) {
      const key = BlockResultCache.key(tool, settings, block.text);
      const cached = this.cache.get<T>(key);
      if (cached) {
        results[block.id] = readdress(cached, block);
      } else {
        missing.push({ block, key });
      }
    }
    if (missing.length > 0) {
      // One batch per thread, so a long document uses every core.
      const batches = splitEvenly(
        missing.map(({ block }) => block),
        this.pool.threads,
      );
      const fresh = Object.assign({}, ...(await Promise.all(batches.map((batch) => this.pool.run<T>(tool, batch, settings, signal))))) as Record<string, T>;
      for (const { block, key } of missing) {
        const result = fresh[block.id] ?? fallback(block);
        this.cache.set(key, result);
        results[block.id] = result;
      }
    }
    return results;
  }

  /** A whole-text analysis (overview, intent, summary, keywords, idioms, refine) in a thread. */
  task<Task extends DocumentTask>(task: Task, input: DocumentTaskInputs[Task], signal?: AbortSignal): Promise<unknown> {
    return this.pool.runTask(task, input, signal);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
