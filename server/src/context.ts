import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database, DatabaseKind } from "./db/client";
import type { CheckRunner } from "./domains/analysis/checks/check-runner";
import type { LlmProvider } from "./integrations/llm/types";
import type { EventBus } from "./events/event-bus";
import type { PlagiarismProvider } from "./integrations/plagiarism/provider";
import type { JobQueue } from "./jobs/queue";

/** What services need from the running app; handed to them explicitly, never imported globally. */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  clock: Clock;
  jobs: JobQueue;
  /** Domain events (document.saved, …) that other domains listen to. */
  events: EventBus;
  /** The per-block writing checks (worker threads plus a result cache). */
  checks: CheckRunner;
  /** The outside plagiarism provider (PLAGIARISM_PROVIDER), or null when none is configured. */
  plagiarismProvider: PlagiarismProvider | null;
  /** Content generation: the offline template engine or a model server (LLM_PROVIDER). */
  llm: LlmProvider;
}

/** Narrow dependency sets, so each service asks only for what it uses. */
export type DbDeps = Pick<AppContext, "db" | "clock">;

/** What workers and event listeners get, in the web process and in `npm run worker` alike. */
export type WorkerDeps = Pick<AppContext, "config" | "db" | "clock" | "jobs" | "events">;
