import type { FakeDocumentModel } from "./model";

/** Host settings the fake reads while running batches. */
export interface FakeHostSettings {
  /** Highest WordApi version the fake claims (isSetSupported), e.g. "1.4". */
  wordApi: string;
  /** Simulated round-trip time of one context.sync(), in ms (0: next macrotask). */
  syncLatencyMs: number;
}

/** Counts round trips across every context of the host. */
export interface SyncCounter {
  syncs: number;
  /** performance.now() when the last sync's batch finished running. */
  lastSyncEndedAt: number;
}

export class FakeApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "FakeApiError";
  }
}

export const versionAtLeast = (have: string, need: string): boolean => {
  const [haveMajor = 0, haveMinor = 0] = have.split(".").map(Number);
  const [needMajor = 0, needMinor = 0] = need.split(".").map(Number);
  return haveMajor > needMajor || (haveMajor === needMajor && haveMinor >= needMinor);
};

/**
 * A request context: calls on proxies queue operations, and sync() runs them in order, like a
 * batch sent to Word. A failing operation rejects the sync and drops the rest of the batch.
 */
export class FakeContext {
  private queue: (() => void)[] = [];
  syncs = 0;

  constructor(
    readonly model: FakeDocumentModel,
    readonly settings: FakeHostSettings,
    readonly counter: SyncCounter,
  ) {}

  enqueue(operation: () => void): void {
    this.queue.push(operation);
  }

  /** Fails the batch when the API needs a newer WordApi than the host claims. */
  requireWordApi(version: string, api: string): void {
    if (!versionAtLeast(this.settings.wordApi, version)) {
      throw new FakeApiError("ApiNotFound", `${api} needs WordApi ${version}; the fake host has ${this.settings.wordApi}`);
    }
  }

  get pending(): number {
    return this.queue.length;
  }

  async sync(): Promise<void> {
    this.syncs += 1;
    this.counter.syncs += 1;
    const operations = this.queue;
    this.queue = [];
    await new Promise((resolve) => setTimeout(resolve, this.settings.syncLatencyMs));
    for (const operation of operations) {
      operation();
    }
    this.counter.lastSyncEndedAt = performance.now();
  }
}

/** Parses load() arguments ("items/text,items/font/highlightColor") into property paths. */
export const loadPaths = (properties?: string | string[]): string[][] => {
  if (properties === undefined) {
    return [["*"]];
  }
  const list = Array.isArray(properties) ? properties : properties.split(",");
  return list
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => entry.split("/"));
};

/**
 * A proxy of a Word object: reading a property that was not loaded and synced throws, as in Office.js.
 */
export abstract class FakeClientObject {
  protected readonly values = new Map<string, unknown>();

  constructor(readonly context: FakeContext) {}

  /** Snapshots one property (or navigates into a child) while a batch runs. */
  protected abstract loadPath(path: string[]): void;

  load(properties?: string | string[]): this {
    const paths = loadPaths(properties);
    this.context.enqueue(() => {
      for (const path of paths) {
        this.loadPath(path);
      }
    });
    return this;
  }

  protected loaded<T>(name: string): T {
    if (!this.values.has(name)) {
      throw new FakeApiError("PropertyNotLoaded", `The property '${name}' is not available. Load it and call context.sync() first.`);
    }
    return this.values.get(name) as T;
  }
}
