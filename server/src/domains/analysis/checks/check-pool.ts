import os from "node:os";
import Piscina from "piscina";
import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import type { BlockTool } from "./block-tools";
import type { DocumentTask, DocumentTaskInputs } from "./document-tasks";
import { FairScheduler, type ScheduleOptions } from "./fair-scheduler";
import type { ScoreTool } from "./score-tools";

const WORKER = new URL("./check-worker.ts", import.meta.url).href;

/**
 * Who a task is for, how big its request is and the lane it would rather run on; without it, a task
 * queues as one shared, big user. `onLane` learns the lane the task was given.
 */
export type PoolSchedule = ScheduleOptions & { onLane?: (lane: number) => void };
const SHARED: PoolSchedule = { owner: "", small: false };

/** Whether the threads have loaded their engines: not asked to (`lazy`), loading, or done. */
export type PoolWarmth = "lazy" | "warming" | "ready";

/**
 * Worker threads for the CPU-heavy checks, so the event loop stays responsive. Each thread keeps its
 * engines warm (harper's dictionary, the name finder) after its first task, and its engines' caches:
 * Harper keeps each sentence's parse, so a paragraph it has seen is checked again after an edit in
 * about a fifth of the time. Each thread is its own lane (a one-thread Piscina pool), so a task can be
 * given the thread that checked its blocks before. Workers load TypeScript through tsx, like the main
 * process.
 *
 * Tasks reach the threads through a fair scheduler: users take turns, and `express` extra threads
 * run only tasks of small requests, so a one-sentence check never waits behind another user's
 * 100-page one.
 */
export class CheckPool {
  private readonly lanes: Piscina[];
  private readonly scheduler: FairScheduler;
  readonly threads: number;
  readonly express: number;
  private warmState: PoolWarmth = "lazy";

  constructor(threads = Math.max(1, Math.min(2, os.availableParallelism())), express = 1) {
    this.threads = threads;
    this.express = express;
    const execArgv = process.execArgv.includes("tsx") ? process.execArgv : [...process.execArgv, "--import", "tsx"];
    this.lanes = Array.from(
      { length: threads + express },
      // A thread starts on its lane's first task (or the start-up warm-up) and then stays: one that
      // exited when idle would make the next check load its engines again (seconds on these machines).
      () => new Piscina({ filename: WORKER, minThreads: 0, maxThreads: 1, idleTimeout: Infinity, execArgv }),
    );
    this.scheduler = new FairScheduler(threads, express);
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.scheduler.queued;
  }

  /** Whether `warm` has loaded every thread's engines. */
  get warmth(): PoolWarmth {
    return this.warmState;
  }

  /**
   * Runs a check or score over blocks when its turn comes; an aborted signal cancels a queued or
   * running task (a cancelled `schedule.cancel` only takes a queued one out).
   */
  run<T>(
    tool: BlockTool | ScoreTool,
    blocks: AnalysisBlock[],
    settings: CheckSettings,
    signal?: AbortSignal,
    schedule: PoolSchedule = SHARED,
  ): Promise<Record<string, T>> {
    return this.scheduler.schedule(
      (lane) => {
        schedule.onLane?.(lane);
        return this.lane(lane).run({ tool, blocks, settings }, signal ? { signal } : {}) as Promise<Record<string, T>>;
      },
      withAbort(schedule, signal),
    );
  }

  /** Runs a whole-text analysis in a thread when its turn comes; an aborted signal cancels it. */
  runTask<Task extends DocumentTask>(
    task: Task,
    input: DocumentTaskInputs[Task],
    signal?: AbortSignal,
    schedule: PoolSchedule = SHARED,
  ): Promise<unknown> {
    return this.scheduler.schedule(
      (lane) => this.lane(lane).run({ task, input }, signal ? { signal } : {}) as Promise<unknown>,
      withAbort(schedule, signal),
    );
  }

  /**
   * Starts every thread and loads its engines (grammar dictionary, name finder, …) in the
   * background, so the first real check does not pay for it.
   */
  async warm(settings: CheckSettings): Promise<void> {
    const sample = [{ id: "warm", text: "Their going to check it's speling on Monday, and the lock on the shed were broken." }];
    const tools: Array<BlockTool | ScoreTool> = [
      "grammar",
      "offensive",
      "pii",
      "legal",
      "citations",
      "inclusive",
      "quality",
      "positivity",
      "emotions",
    ];
    // One task per lane, express ones too (a warm-up counts as small), through the scheduler so
    // that checks arriving meanwhile wait in its fair queue rather than behind the warm-ups.
    this.warmState = "warming";
    await Promise.allSettled(
      this.lanes.map((_pool, index) =>
        this.scheduler.schedule((lane) => this.lane(lane).run({ warm: { tools, blocks: sample, settings } }), {
          owner: `warm-up ${index}`,
          small: true,
          lane: index,
        }),
      ),
    );
    this.warmState = "ready";
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes.map((pool) => pool.destroy()));
  }

  private lane(index: number): Piscina {
    const pool = this.lanes[index];
    if (!pool) {
      throw new Error(`No check lane ${index}`);
    }
    return pool;
  }
}

/** A queued task also leaves the queue when the request's own signal aborts (the client went away). */
const withAbort = (schedule: PoolSchedule, signal: AbortSignal | undefined): PoolSchedule => {
  if (!signal) {
    return schedule;
  }
  return { ...schedule, cancel: schedule.cancel ? AbortSignal.any([schedule.cancel, signal]) : signal };
};
