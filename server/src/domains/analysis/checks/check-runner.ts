import { getMaxListeners, setMaxListeners } from "node:events";
import { DEFAULT_CHECK_SETTINGS, type AnalysisBlock, type CheckSettings } from "@wordloom/shared/analysis";
import { BlockResultCache } from "./block-cache";
import type { BlockResult, BlockTool } from "./block-tools";
import type { CheckPool, PoolWarmth } from "./check-pool";
import type { DocumentTask, DocumentTaskInputs } from "./document-tasks";
import { LaneMemory } from "./lane-memory";
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

/** A request of at most this much text is small: its tasks may also use the express threads, and it does not wait for the user's heavy check. */
export const SMALL_REQUEST_CHARACTERS = 2_000;

export interface RunOptions {
  /** Whose check it is (the user's id): users take turns for the threads, and each runs one heavy check at a time. */
  owner?: string;
  /** Time (ms since the epoch) after which the check answers with what it has; the rest is `unchecked`. */
  deadline?: number;
}

/** A check's results per block, and the blocks it had no time for (they have no entry in `results`). */
export interface CheckOutcome<T> {
  results: Record<string, T>;
  unchecked: string[];
}

/**
 * Runs the per-block checks and scores: cached blocks answer at once, the rest go to the worker
 * threads in tasks of about equal length, through the pool's fair queue.
 */
export class CheckRunner {
  /** Each user's heavy check in progress: the next one waits for it. */
  private readonly heavy = new Map<string, Promise<void>>();

  constructor(
    private readonly pool: CheckPool,
    private readonly cache = new BlockResultCache(),
    private readonly lanes = new LaneMemory(),
  ) {}

  /** Loads the engines in every check thread (see CheckPool.warm). */
  warm(settings: CheckSettings): Promise<void> {
    return this.pool.warm(settings);
  }

  /** Whether the check threads have loaded their engines (GET /api/health shows it). */
  get warmth(): PoolWarmth {
    return this.pool.warmth;
  }

  /** Tasks waiting for a check thread. */
  get queued(): number {
    return this.pool.queued;
  }

  /** A writing check's findings per block; with a deadline, the blocks not reached by then are left out and listed. */
  run(
    tool: BlockTool,
    blocks: readonly AnalysisBlock[],
    settings: CheckSettings,
    signal?: AbortSignal,
    options: RunOptions = {},
  ): Promise<CheckOutcome<BlockResult>> {
    return this.runCached<BlockResult>(tool, blocks, settings, signal, forBlock, () => ({ findings: [] }), options);
  }

  /** A writing score's partial result per block (the document's totals are computed from them). */
  async score(
    tool: ScoreTool,
    blocks: readonly AnalysisBlock[],
    signal?: AbortSignal,
    options: Pick<RunOptions, "owner"> = {},
  ): Promise<Record<string, ScoreBlockResult>> {
    const { results } = await this.runCached<ScoreBlockResult>(
      tool,
      blocks,
      DEFAULT_CHECK_SETTINGS,
      signal,
      (result, block) => readdressScore(result, block.id),
      (block) => ({ blockId: block.id }),
      options,
    );
    return results;
  }

  private async runCached<T>(
    tool: BlockTool | ScoreTool,
    blocks: readonly AnalysisBlock[],
    settings: CheckSettings,
    signal: AbortSignal | undefined,
    readdress: (result: T, block: AnalysisBlock) => T,
    fallback: (block: AnalysisBlock) => T,
    { owner = "", deadline }: RunOptions,
  ): Promise<CheckOutcome<T>> {
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
    if (missing.length === 0) {
      return { results, unchecked: [] };
    }
    const missingBlocks = missing.map(({ block }) => block);
    const characters = missingBlocks.reduce((sum, block) => sum + block.text.length, 0);
    const small = characters <= SMALL_REQUEST_CHARACTERS;
    // Taken out of the queue at the deadline; tasks already running finish and fill the cache.
    const cancel = new AbortController();
    const timer =
      deadline === undefined
        ? undefined
        : setTimeout(() => cancel.abort(new Error("time budget spent")), Math.max(0, deadline - Date.now()));
    const release = small ? () => {} : await this.heavyTurn(owner, cancel.signal, signal);
    try {
      // At least one task per thread, so a long document uses every core; the scheduler hands out
      // the tasks as threads free up, taking turns with other users' tasks.
      const batches = cancel.signal.aborted ? [] : splitEvenly(missingBlocks, taskCount(characters, this.pool.threads));
      if (signal) {
        // Each task listens for the request's abort: a long document is more tasks than Node's
        // default of 10 listeners, which is not a leak.
        setMaxListeners(Math.max(getMaxListeners(signal), batches.length + 10), signal);
      }
      setMaxListeners(batches.length + 10, cancel.signal);
      const keys = new Map(missing.map(({ block, key }) => [block.id, key]));
      // The thread that checked these blocks before checks their new versions fastest (its engines cache the old text).
      const scope = `${owner}\u0000${tool}`;
      const tasks = batches.map((batch) => {
        const lane = this.lanes.preferredLane(scope, batch);
        const onLane = (given: number) => this.lanes.remember(scope, batch, given);
        const schedule = { owner, small, cancel: cancel.signal, onLane, ...(lane === undefined ? {} : { lane }) };
        return this.pool.run<T>(tool, batch, settings, signal, schedule).then((fresh) => {
          // Kept even when the request has answered already (its deadline passed): the next check of the text is instant.
          for (const block of batch) {
            const result = fresh[block.id] ?? fallback(block);
            this.cache.set(keys.get(block.id) ?? "", result);
            if (!cancel.signal.aborted) {
              results[block.id] = result;
            }
          }
        });
      });
      // Answers at the deadline with what is done; an error after it (a task's thread stopped) no longer matters.
      const budgetSpent = new Promise<void>((resolve) => cancel.signal.addEventListener("abort", () => resolve(), { once: true }));
      await Promise.race([
        Promise.all(tasks.map((task) => task.catch((error: unknown) => (cancel.signal.aborted ? undefined : Promise.reject(error))))),
        budgetSpent,
      ]);
      signal?.throwIfAborted();
    } finally {
      clearTimeout(timer);
      cancel.abort(new Error("check answered"));
      release();
    }
    const unchecked = missingBlocks.filter((block) => !(block.id in results)).map((block) => block.id);
    return { results, unchecked };
  }

  /**
   * Waits until the user's previous heavy check has answered, then holds the turn until `release`.
   * Gives up (holding nothing) when `cancel` or `signal` aborts first.
   */
  private async heavyTurn(owner: string, cancel: AbortSignal, signal?: AbortSignal): Promise<() => void> {
    const previous = this.heavy.get(owner);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const chained = (previous ?? Promise.resolve()).then(() => mine);
    this.heavy.set(owner, chained);
    const done = () => {
      release();
      if (this.heavy.get(owner) === chained) {
        this.heavy.delete(owner);
      }
    };
    if (previous) {
      const stop = signal ? AbortSignal.any([cancel, signal]) : cancel;
      await new Promise<void>((resolve) => {
        if (stop.aborted) {
          resolve();
          return;
        }
        stop.addEventListener("abort", () => resolve(), { once: true });
        void previous.then(() => resolve());
      });
    }
    return done;
  }

  /** A whole-text analysis (overview, intent, summary, keywords, idioms, refine) in a thread. */
  task<Task extends DocumentTask>(task: Task, input: DocumentTaskInputs[Task], signal?: AbortSignal): Promise<unknown> {
    return this.pool.runTask(task, input, signal);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
