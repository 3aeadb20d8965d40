import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import type { AppContext, WorkerDeps } from "../context";
import type { EventBus } from "../events/event-bus";
import type { BossOptions, QueueDefinition, ScheduleDefinition } from "../jobs/queue";

/**
 * One domain of the server (ARCHITECTURE.md "Domain modules"): what it plugs into the app. The
 * app, the worker process and the queue registry loop over the list in domains/index.ts, so a new
 * domain is its folder plus one line there. Tables need no entry: drizzle finds every
 * `*.tables.ts` file (server/drizzle.config.ts).
 */
export interface DomainModule {
  name: string;
  /** Registers the domain's entries of the shared contract (thin handlers: load, authorize, call, present). */
  routes?: (app: FastifyInstance, ctx: AppContext) => void;
  /** The queues the domain owns, created at start-up. */
  queues?: readonly QueueDefinition[];
  /** Cron schedules on those queues. */
  schedules?: readonly ScheduleDefinition[];
  /** Starts the domain's workers, in the web process or alone (`npm run worker`). */
  workers?: (boss: PgBoss, deps: WorkerDeps, options: Required<Pick<BossOptions, "pollingIntervalSeconds">>) => Promise<void>;
  /** Subscribes the domain's listeners to other domains' events. */
  subscribe?: (events: EventBus, deps: WorkerDeps) => void;
}

/** Identity helper that checks a module object's shape. */
export const defineDomain = (module: DomainModule): DomainModule => module;
