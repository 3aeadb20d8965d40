import { getMaxListeners, setMaxListeners } from "node:events";
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

/**
 * Text per worker task when a long input is split: small enough that a thread finishing early takes
 * the next task instead of idling while the other works through an unlucky half (a 25,000-word
 * document becomes ~12 tasks), large enough that a task's own overhead (messages, one Harper call per
 * ~20,000 characters) stays negligible.
 */
const TASK_CHARACTERS = 12_000;

/**
 * How many tasks an input of `characters` becomes: one per thread at least, more for long inputs, and
 * a multiple of the thread count, so that tasks of equal length end together (5 tasks on 2 threads
 * keep one thread busy for 3 while the other idles after 2; 6 end after 3 each).
 */
export const taskCount = (characters: number, threads: number): number => {
  const perThread = Math.max(1, Math.ceil(characters / TASK_CHARACTERS / threads));
  return perThread * Math.max(1, threads);
};

/**
 * Splits items into at most `parts` runs of about equal total text length, keeping their order: each
 * block joins the run its middle character falls in when the whole text is cut into equal parts.
 */
const splitEvenly = (blocks: AnalysisBlock[], parts: number): AnalysisBlock[][] => {
  const total = blocks.reduce((sum, block) => sum + block.text.length, 0);
  const target = Math.max(1, total / Math.max(1, parts));
  const batches: AnalysisBlock[][] = Array.from({ length: Math.max(1, parts) }, () => []);
  let before = 0;
  for (const block of blocks) {
    const index = Math.min(batches.length - 1, Math.floor((before + block.text.length / 2) / target));
    batches[index]?.push(block);
    before += block.text.length;
  }
  return batches.filter((batch) => batch.length > 0);
};

/**
 * Runs the per-block checks and scores: cached blocks answer at once, the rest go to the worker
 * threads in tasks of about equal length.
 */
export class CheckRunner {
  constructor(
    private readonly pool: CheckPool,
    private readonly cache = new BlockResultCache(),
  ) {}

  /** A writing check's findings per block. */
  run(
    tool: BlockTool,
    blocks: readonly AnalysisBlock[],
    settings: CheckSettings,
    signal?: AbortSignal,
  ): Promise<Record<string, BlockResult>> {
    return this.runCached<BlockResult>(tool, blocks, settings, signal, forBlock, () => ({ findings: [] }));
  }

  /** A writing score's partial result per block (the document's totals are computed from them). */
  score(tool: ScoreTool, blocks: readonly AnalysisBlock[], signal?: AbortSignal): Promise<Record<string, ScoreBlockResult>> {
    return this.runCached<ScoreBlockResult>(
      tool,
      blocks,
      DEFAULT_CHECK_SETTINGS,
      signal,
      (result, block) => readdressScore(result, block.id),
      (block) => ({ blockId: block.id }),
    );
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
      // At least one task per thread, so a long document uses every core; the pool hands out the
      // tasks as threads free up.
      const missingBlocks = missing.map(({ block }) => block);
      const characters = missingBlocks.reduce((sum, block) => sum + block.text.length, 0);
      const batches = splitEvenly(missingBlocks, taskCount(characters, this.pool.threads));
      if (signal) {
        // Each task listens for the request's abort: a long document is more tasks than Node's
        // default of 10 listeners, which is not a leak.
        setMaxListeners(Math.max(getMaxListeners(signal), batches.length + 10), signal);
      }
      const fresh = Object.assign(
        {},
        ...(await Promise.all(batches.map((batch) => this.pool.run<T>(tool, batch, settings, signal)))),
      ) as Record<string, T>;
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
