import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { inject } from "vitest";
import { createClient, type ApiClient } from "@wordloom/shared/api";
import { buildApp, type BuiltApp } from "../src/app";
import { ManualClock, type Clock } from "../src/clock";
import { loadConfig, type Config } from "../src/config";
import { DEFAULT_BOSS_SCHEMA } from "../src/jobs/queue";
import { openDatabase, type DatabaseHandle } from "../src/db/client";
import { overrideEngineSettings } from "../src/domains/publishing-engine/engine-settings";
import { checkContractErrors } from "./contract-errors";
import { injectFetch } from "./inject-fetch";

let sharedDatabase: DatabaseHandle | undefined;

/** One database per test file: the run's PostgreSQL database, or a fresh in-memory PGlite. */
const databaseForThisFile = (): DatabaseHandle => {
  if (!sharedDatabase) {
    const databaseUrl = inject("databaseUrl") || undefined;
    sharedDatabase = openDatabase({ databaseUrl, pgliteDir: "memory://", poolSize: 5 });
    afterAll(async () => {
      await sharedDatabase?.close();
      sharedDatabase = undefined;
    });
  }
  return sharedDatabase;
};

export interface TestApp extends BuiltApp {
  config: Config;
  clock: Clock;
  /** The typed client talking to the app in process, without a session. */
  client: ApiClient;
  /** A typed client that sends the given access token. */
  clientFor(accessToken: string): ApiClient;
  /** The schema of this app's job queue tables (its own when it runs workers). */
  bossSchema: string;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  workers?: boolean;
  /**
   * With workers: also the publishing engine's (off by default: its sweep reads every test file's
   * targets on the shared PostgreSQL database, with this app's clock).
   */
  publisherWorkers?: boolean;
}

/** Builds the real app on the test database, closed automatically after the file's tests. */
export const createTestApp = async ({
  env = {},
  clock = new ManualClock(),
  workers = false,
  publisherWorkers = false,
}: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "wordloom-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_MAX: "10000",
    SIGNIN_ADDRESS_RATE_LIMIT_MAX: "10000",
    SIGNUP_ADDRESS_RATE_LIMIT_MAX: "10000",
    RUN_WORKERS: workers ? "true" : "false",
    WARM_CHECKS: "false",
    // Cold check engines on a busy test machine can take longer than the production budget.
    ANALYSIS_TIME_BUDGET_MS: "600000",
    ...env,
  });
  // An app that works jobs gets a queue of its own: on the shared PostgreSQL database, another test
  // file's workers (with another clock) would otherwise take its jobs, or hold them when that file ends.
  overrideEngineSettings(config, { runWorkers: publisherWorkers });
  const bossSchema = workers ? `pgboss_${randomUUID().replaceAll("-", "").slice(0, 12)}` : DEFAULT_BOSS_SCHEMA;
  const built = await buildApp({
    config,
    clock,
    database: databaseForThisFile(),
    logger: false,
    boss: { pollingIntervalSeconds: 0.5, schema: bossSchema },
  });
  checkContractErrors(built.app);
  afterAll(async () => {
    await built.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const fetch = injectFetch(built.app);
  const clientFor = (accessToken: string | null) =>
    createClient({ baseUrl: "http://wordloom.test", fetch, getToken: () => accessToken, validateResponses: true });
  return { ...built, config, clock, client: clientFor(null), clientFor, bossSchema };
};
