import type { Config } from "../../config";

/** The engine's knobs; environment variables for the processes, overridable per app in tests. */
export interface EngineSettings {
  /** Whether this process runs the engine's workers and sweep (PUBLISHER_WORKERS=false turns them off). */
  runWorkers: boolean;
  /** Targets overdue by more than this become missed instead of publishing late (Shoutrrr POSTS_MISSED_AFTER_MINUTES). */
  missedAfterMinutes: number;
  /** A target 'publishing' longer than this belongs to a dead worker: the sweep recovers it. */
  leaseSeconds: number;
  /** First retry delay; doubled per attempt, capped at an hour, with ≤ 10 % jitter. */
  retryBaseSeconds: number;
  /** Attempts before a retryable failure is final (dead-lettered). */
  maxAttempts: number;
  /** Jobs a worker process publishes at once. */
  concurrency: number;
  /**
   * pg-boss pollers per process sharing `concurrency` (each fetches batches of concurrency / pollers).
   * A batch costs a fixed handful of statements (publish-batch.ts), so fewer, larger batches cost less;
   * two keep one batch's platform calls running while the other's statements run.
   */
  pollers: number;
  /** Idle workers look for due jobs this often. */
  pollingIntervalSeconds: number;
  /** Besides the cron sweep every minute, sweep this often in each worker process (0 = only the cron). */
  sweepEverySeconds: number;
  /** Test-only: the sweep looks only at these owners' targets (test files share one PostgreSQL database). */
  sweepOwnerIds?: readonly string[];
  /** Test-only: pause this long after an Instagram container is recorded (the chaos test kills the worker there). */
  pauseAfterPrepareMs: number;
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined || value === "" ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

const fromEnvironment = (): EngineSettings => ({
  runWorkers: process.env.PUBLISHER_WORKERS !== "false",
  sweepOwnerIds: process.env.PUBLISHER_SWEEP_OWNER_IDS ? process.env.PUBLISHER_SWEEP_OWNER_IDS.split(",") : undefined,
  missedAfterMinutes: number(process.env.PUBLISHER_MISSED_AFTER_MINUTES, 2_880),
  leaseSeconds: number(process.env.PUBLISHER_LEASE_SECONDS, 300),
  retryBaseSeconds: number(process.env.PUBLISHER_RETRY_BASE_SECONDS, 60),
  maxAttempts: number(process.env.PUBLISHER_MAX_ATTEMPTS, 5),
  concurrency: number(process.env.PUBLISHER_CONCURRENCY, 8),
  pollers: number(process.env.PUBLISHER_POLLERS, 2),
  pollingIntervalSeconds: number(process.env.PUBLISHER_POLLING_SECONDS, 1),
  sweepEverySeconds: number(process.env.PUBLISHER_SWEEP_SECONDS, 0),
  pauseAfterPrepareMs: number(process.env.PUBLISHER_TEST_PAUSE_AFTER_PREPARE_MS, 0),
});

const overrides = new WeakMap<Config, Partial<EngineSettings>>();

/** Tests set their app's settings here (keyed by the app's config). */
export const overrideEngineSettings = (config: Config, patch: Partial<EngineSettings>): void => {
  overrides.set(config, { ...overrides.get(config), ...patch });
};

export const engineSettings = (config: Config): EngineSettings => ({ ...fromEnvironment(), ...overrides.get(config) });

/** 60 s · 2^(n−1), capped at 1 h, plus up to 10 % jitter (handbook platforms.md §2.5). */
export const backoffMs = (settings: Pick<EngineSettings, "retryBaseSeconds">, attempt: number, random = Math.random): number => {
  const base = Math.min(settings.retryBaseSeconds * 1000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
  return Math.round(base * (1 + 0.1 * random()));
};
