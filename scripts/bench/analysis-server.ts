// One real server on a fresh PostgreSQL database with a gold user whose quotas never run out, for the
// analysis benchmarks (bench:checks, bench:scores): POST helpers time one request end to end.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FEATURES } from "@wordloom/shared/rules";
import { loadConfig } from "../../server/src/config";
import { openDatabase } from "../../server/src/db/client";
import { featureUsage } from "../../server/src/domains/account/feature-usage.tables";
import { users } from "../../server/src/domains/account/users.tables";
import { hashPassword } from "../../server/src/domains/auth/passwords";
import { startUserSession } from "../../server/src/domains/auth/sessions";
import { systemClock } from "../../server/src/clock";
import { createDatabase, dropDatabase, withDatabase } from "./seed";
import { freePort, startServer } from "./server";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The server's peak resident memory (VmHWM: main thread and analysis threads together). */
export const peakMemoryMb = (pid: number | undefined): number | null => {
  if (!pid) {
    return null;
  }
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
};

/** Waits until GET /api/health says every check thread has loaded its engines. */
const waitForWarmChecks = async (baseUrl: string, timeoutMs = 120_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as { checks?: string };
    if (health.checks === "ready") {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the check threads did not load their engines in time");
};

export interface AnalysisBench {
  /** Posts a JSON body to /api/analysis/<tool> and returns the milliseconds it took (throws on an error answer). */
  post(tool: string, body: unknown): Promise<number>;
  /** The same as another user (for fairness runs), with the answer's body. */
  postAsOther(tool: string, body: unknown): Promise<{ ms: number; answer: unknown }>;
  /** The same as the first user, with the answer's body. */
  postWithAnswer(tool: string, body: unknown): Promise<{ ms: number; answer: unknown }>;
  pid: number | undefined;
  close(): Promise<void>;
}

/**
 * Creates the database and the user, lets `prepare` seed more (before the server starts, so its
 * statistics are fresh), then starts the server.
 */
export const startAnalysisBench = async (
  name: string,
  prepare?: (databaseUrl: string, userId: string) => Promise<void>,
): Promise<AnalysisBench> => {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const databaseName = `wordloom_bench_${name}_${Date.now()}`;
  const databaseUrl = withDatabase(adminUrl, databaseName);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `wordloom-bench-${name}-`));
  await createDatabase(adminUrl, databaseName);
  const removeAll = async () => {
    await dropDatabase(adminUrl, databaseName);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const database = openDatabase({ databaseUrl, pgliteDir: "memory://", poolSize: 2 });
    await database.migrate();
    const now = systemClock.now();
    const passwordHash = await hashPassword("bench password");
    const [user, other] = await database.db
      .insert(users)
      .values(
        [`${name}@bench.test`, `${name}-other@bench.test`].map((email) => ({
          email,
          passwordHash,
          fname: "Bench",
          lname: "User",
          subscriptionType: "gold" as const,
          addons: ["legal" as const],
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    if (!user || !other) {
      throw new Error("could not create the bench users");
    }
    await database.db
      .insert(featureUsage)
      .values([user, other].flatMap(({ id }) => FEATURES.map((feature) => ({ userId: id, feature, allowedUsage: 1_000_000 }))));
    await prepare?.(databaseUrl, user.id);
    // The session starts after the (possibly long) seeding, so its access token is fresh for the run.
    const sessionContext = { db: database.db, clock: systemClock, config: loadConfig({ ACCESS_TOKEN_TTL_SECONDS: "3600" }) };
    const { accessToken } = await startUserSession(sessionContext, user.id, "bench");
    const { accessToken: otherToken } = await startUserSession(sessionContext, other.id, "bench");
    await database.close();
    // The check threads load their engines at start-up, as in production, and the run starts once
    // they all have: a thread first started during a measurement would count its seconds of loading.
    const server = await startServer({ cwd: repoRoot, databaseUrl, dataDir, port: await freePort(), env: { WARM_CHECKS: "true" } });
    await waitForWarmChecks(server.baseUrl);
    const postAs = async (token: string, tool: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/analysis/${tool}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const ms = performance.now() - started;
      if (!response.ok) {
        throw new Error(`${tool}: ${response.status} ${await response.text()}`);
      }
      return { ms, answer: (await response.json()) as unknown };
    };
    return {
      post: async (tool, body) => (await postAs(accessToken, tool, body)).ms,
      postAsOther: (tool, body) => postAs(otherToken, tool, body),
      postWithAnswer: (tool, body) => postAs(accessToken, tool, body),
      pid: server.pid,
      close: async () => {
        await server.stop();
        await removeAll();
      },
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
};
