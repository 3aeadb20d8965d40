import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database } from "../../db/client";
import { ensureQueues } from "../../jobs/queue";
import { publishingEngineDomain } from "./publishing-engine.module";
import { ENGINE_QUEUES, publishJobKey } from "./publishing-engine.jobs";
import { enginePosts, engineTargets, type PlannedMedia } from "./publishing-engine.tables";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** A PNG the fakes accept (Instagram pulls it by its public URL; nobody decodes it). */
export const writeChaosImage = (mediaDir: string): PlannedMedia => {
  const storedPath = `posts/${randomUUID().replaceAll("-", "")}.png`;
  mkdirSync(path.join(mediaDir, "posts"), { recursive: true });
  writeFileSync(path.join(mediaDir, storedPath), Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex"));
  return { kind: "image", mimeType: "image/png", fileName: "image.png", storedPath, byteLength: 29, width: 1080, height: 1080 };
};

/** A queue of the run's own on the shared database (its schema), created before any worker starts. */
export const startChaosQueue = async (databaseUrl: string, schema: string): Promise<PgBoss> => {
  const boss = new PgBoss({ connectionString: databaseUrl, schema, max: 3 });
  boss.on("error", () => undefined);
  await boss.start();
  await ensureQueues(boss, publishingEngineDomain.queues ?? []);
  return boss;
};

/**
 * Makes posts planned held (no job yet) due at one instant and queues their targets' jobs in one
 * insert, so they are all due together however long planning them took on a busy machine.
 */
export const releaseAllAt = async (db: Database, boss: PgBoss, postIds: readonly string[], dueAt: Date): Promise<void> => {
  await db
    .update(enginePosts)
    .set({ held: false, dueAt })
    .where(inArray(enginePosts.id, [...postIds]));
  const targets = await db
    .update(engineTargets)
    .set({ dueAt })
    .where(inArray(engineTargets.postId, [...postIds]))
    .returning({ id: engineTargets.id });
  await boss.insert(
    targets.map(({ id }) => ({
      name: ENGINE_QUEUES.publish,
      data: { targetId: id, runAt: dueAt.toISOString() },
      startAfter: dueAt,
      singletonKey: publishJobKey(id, dueAt),
      retryLimit: 0,
    })),
  );
};

export interface WorkerProcess {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Starts scripts/publisher/worker.ts with the given environment; `ready` resolves when it works jobs.
 * PUBLISHER_CPU_PROF=<folder> writes each worker's V8 CPU profile there when it exits (bench:publisher).
 */
export const startWorkerProcess = (env: Record<string, string>): WorkerProcess => {
  const profile = process.env.PUBLISHER_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PUBLISHER_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "scripts/publisher/worker.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("publisher worker ready")) {
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`worker exited (${code}) before it was ready: ${errors.slice(-2000)}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, ready, exited };
};

/** Target states of the given posts, counted. */
export const countStates = async (db: Database, postIds: readonly string[]): Promise<Record<string, number>> => {
  const rows = await db
    .select({ state: engineTargets.state })
    .from(engineTargets)
    .where(inArray(engineTargets.postId, [...postIds]));
  const counts: Record<string, number> = {};
  for (const { state } of rows) {
    counts[state] = (counts[state] ?? 0) + 1;
  }
  return counts;
};

/** Targets whose create request has gone out with no answer recorded yet (killed now: outcome_unknown). */
export const countCreatesInFlight = async (db: Database, postIds: readonly string[]): Promise<number> => {
  const rows = await db
    .select({ id: engineTargets.id })
    .from(engineTargets)
    .where(and(inArray(engineTargets.postId, [...postIds]), eq(engineTargets.state, "publishing"), isNotNull(engineTargets.createSentAt)));
  return rows.length;
};

export const waitUntil = async (check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};
