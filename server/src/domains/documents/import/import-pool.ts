import os from "node:os";
import Piscina from "piscina";
import type { Page } from "@wordloom/shared/model";
import type { ImportKind } from "./draft";

const WORKER = new URL("./import-worker.ts", import.meta.url).href;

interface ImportPoolOptions {
  /** A parse running longer is stopped (its thread is terminated). */
  timeoutMs?: number;
  /** The V8 heap a parse may use before its thread is stopped. */
  maxHeapMb?: number;
  threads?: number;
}

/** Parses files; the pool below does it in worker threads, tests may pass their own. */
export interface FileParser {
  parse(bytes: Uint8Array, kind: ImportKind): Promise<Page[]>;
}

/**
 * Worker threads for parsing untrusted uploads, as mammoth advises (NEWS, 1.12.3): a parse that
 * loops, or a file built to exhaust memory, costs one thread and never the server. Threads start
 * on demand and load TypeScript through tsx, like the main process.
 */
export class ImportPool implements FileParser {
  private readonly pool: Piscina;
  private readonly timeoutMs: number;

  constructor({
    timeoutMs = 20_000,
    maxHeapMb = 512,
    threads = Math.max(1, Math.min(2, os.availableParallelism())),
  }: ImportPoolOptions = {}) {
    this.timeoutMs = timeoutMs;
    const execArgv = process.execArgv.includes("tsx") ? process.execArgv : [...process.execArgv, "--import", "tsx"];
    this.pool = new Piscina({
      filename: WORKER,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      execArgv,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
    });
    // A thread that dies (out of memory) fails its task; piscina also emits the error on the pool,
    // which would crash the process without a listener.
    this.pool.on("error", () => undefined);
  }

  parse(bytes: Uint8Array, kind: ImportKind): Promise<Page[]> {
    return this.pool.run({ bytes, kind }, { signal: AbortSignal.timeout(this.timeoutMs) }) as Promise<Page[]>;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
