import os from "node:os";
import Piscina from "piscina";
import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import type { BlockTool } from "./block-tools";
import type { DocumentTask, DocumentTaskInputs } from "./document-tasks";
import type { ScoreTool } from "./score-tools";

const WORKER = new URL("./check-worker.ts", import.meta.url).href;

/**
 * Worker threads for the CPU-heavy checks, so the event loop stays responsive. Each thread keeps its
 * engines warm (harper's dictionary, the name finder) after its first task. Workers load TypeScript
 * through tsx, like the main process.
 */
export class CheckPool {
  private readonly pool: Piscina;
  readonly threads: number;

  constructor(threads = Math.max(1, Math.min(2, os.availableParallelism()))) {
    this.threads = threads;
    const execArgv = process.execArgv.includes("tsx") ? process.execArgv : [...process.execArgv, "--import", "tsx"];
    this.pool = new Piscina({ filename: WORKER, minThreads: 0, maxThreads: threads, idleTimeout: 10 * 60_000, execArgv });
  }

  /** Runs a check or score over blocks; an aborted signal cancels a queued or running task. */
  run<T>(tool: BlockTool | ScoreTool, blocks: AnalysisBlock[], settings: CheckSettings, signal?: AbortSignal): Promise<Record<string, T>> {
    return this.pool.run({ tool, blocks, settings }, signal ? { signal } : {}) as Promise<Record<string, T>>;
  }

  /** Runs a whole-text analysis in a thread; an aborted signal cancels it. */
  runTask<Task extends DocumentTask>(task: Task, input: DocumentTaskInputs[Task], signal?: AbortSignal): Promise<unknown> {
    return this.pool.run({ task, input }, signal ? { signal } : {}) as Promise<unknown>;
  }

  /**
   * Starts every thread and loads its engines (grammar dictionary, name finder, …) in the
   * background, so the first real check does not pay for it.
   */
  warm(settings: CheckSettings): Promise<unknown> {
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
    return Promise.allSettled(
      Array.from({ length: this.threads }, () => Promise.all(tools.map((tool) => this.run(tool, sample, settings)))),
    );
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
