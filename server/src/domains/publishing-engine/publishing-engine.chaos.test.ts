import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import type { PlatformId } from "@wordloom/shared/rules";
import { systemClock } from "../../clock";
import { bossJobQueue } from "../../jobs/queue";
import { createSocialTestApp } from "../social-accounts/social-accounts-test-kit";
import {
  countCreatesInFlight,
  countStates,
  releaseAllAt,
  startChaosQueue,
  startWorkerProcess,
  waitUntil,
  writeChaosImage,
  type WorkerProcess,
} from "./chaos-kit";
import { planPostPublishing } from "./plan-publishing";
import { engineTargets } from "./publishing-engine.tables";

/**
 * The chaos test (issue 25): 200 posts across 3 accounts due in the same minute, two worker
 * processes, one killed with SIGKILL in the middle of publishing and restarted; then Instagram
 * posts whose worker is killed between the container and its publish. Afterwards every target is
 * posted, failed or outcome_unknown, the fake server received each post at most once, none is lost.
 * Worker processes share the database, so it runs on PostgreSQL (TEST_DATABASE_URL; CI's first run).
 */
const databaseUrl = inject("databaseUrl");
const SETTLED = new Set(["posted", "failed", "outcome_unknown"]);

// Skipped on PGlite (one process owns the database): describe.skipIf would still run the set-up below.
const chaos = databaseUrl
  ? describe
  : () => describe.skip("chaos: workers killed mid-publishing (PostgreSQL only)", () => it("needs TEST_DATABASE_URL"));
chaos("chaos: workers killed mid-publishing", async () => {
  const env = {
    APP_SECRET: "a-test-app-secret-of-at-least-32-characters",
    LINKEDIN_CLIENT_ID: "wordloom-li-client",
    LINKEDIN_CLIENT_SECRET: "wordloom-li-secret",
    FACEBOOK_CLIENT_ID: "wordloom-fb-app",
    FACEBOOK_CLIENT_SECRET: "wordloom-fb-secret",
    INSTAGRAM_CLIENT_ID: "wordloom-fb-app",
    INSTAGRAM_CLIENT_SECRET: "wordloom-fb-secret",
    PUBLIC_BASE_URL: "https://wordloom.test",
  };
  const kit = await createSocialTestApp({ clock: systemClock, env });
  const { app, fake } = kit;
  const schema = `pgboss_chaos_${randomUUID().replaceAll("-", "").slice(0, 10)}`;
  const boss = await startChaosQueue(databaseUrl, schema);
  const workers: WorkerProcess[] = [];
  afterAll(async () => {
    for (const worker of workers) {
      worker.child.kill("SIGKILL");
    }
    await boss.stop({ graceful: false, wait: true });
  });
  let ownerId = "";
  const workerEnv = (extra: Record<string, string> = {}) => ({
    ...env,
    X_CLIENT_ID: "wordloom-x-client",
    X_CLIENT_SECRET: "wordloom-x-secret",
    PLATFORMS_BASE: fake.baseUrl,
    DATABASE_URL: databaseUrl,
    DATA_DIR: app.config.dataDir,
    PUBLISHER_BOSS_SCHEMA: schema,
    // Long enough that a live attempt (reserve, a 600 ms create, roll-up) is not taken back by the sweep on a
    // machine at load 20+ (a 4 s lease once kept re-running slow attempts until the settle wait ran out).
    PUBLISHER_LEASE_SECONDS: "10",
    PUBLISHER_SWEEP_SECONDS: "1",
    PUBLISHER_CONCURRENCY: "12",
    PUBLISHER_POLLING_SECONDS: "0.5",
    PUBLISHER_POOL: "6",
    // Test files share the database: these workers' sweep looks only at this file's user.
    PUBLISHER_SWEEP_OWNER_IDS: ownerId,
    ...extra,
  });
  const start = async (extra?: Record<string, string>) => {
    const worker = startWorkerProcess(workerEnv(extra));
    workers.push(worker);
    await worker.ready;
    return worker;
  };
  const owner = await kit.user();
  ownerId = owner.user.id;
  const api = owner.api as ApiClient;
  const accounts: Partial<Record<PlatformId, { accountId: string; destinationId: string | null }>> = {};
  for (const platform of ["x", "linkedin", "instagram"] as const) {
    const { account } = await kit.link(api, platform);
    let destinationId: string | null = null;
    if (platform === "instagram") {
      const { items } = await api.listAvailableSocialAccountTargets({ params: { id: account.id } });
      destinationId = items[0]?.id ?? null;
      await api.chooseSocialAccountTargets({ params: { id: account.id }, body: { targetIds: destinationId ? [destinationId] : [] } });
    }
    accounts[platform] = { accountId: account.id, destinationId };
  }
  fake.setOptions("instagram", { quota: 10_000 });
  const deps = { db: app.ctx.db, clock: systemClock, jobs: bossJobQueue(boss) };
  const image = writeChaosImage(app.config.mediaDir);

  /** Plans the posts held, then makes them all due at `dueInMs` from the end of planning (planning 200 takes long on a busy machine). */
  const planPosts = async (count: number, platforms: readonly PlatformId[], dueInMs: number) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const platform = platforms[index % platforms.length] ?? "x";
      const chosen = accounts[platform];
      const postId = randomUUID();
      ids.push(postId);
      await planPostPublishing(deps, {
        postId,
        ownerId: owner.user.id,
        title: `Chaos ${index}`,
        dueAt: new Date(Date.now() + 3_600_000),
        held: true,
        content: { text: `Chaos post ${postId}`, media: platform === "instagram" ? [image] : [] },
        targets: chosen ? [{ platform, accountId: chosen.accountId, destinationId: chosen.destinationId }] : [],
      });
    }
    await releaseAllAt(app.ctx.db, boss, ids, new Date(Date.now() + dueInMs));
    return ids;
  };

  /** Create requests the fake received per post (X tweets, LinkedIn posts, Instagram media_publish of the post's container). */
  const receivedPerPost = (postIds: readonly string[]) => {
    const counts = new Map<string, number>(postIds.map((id) => [id, 0]));
    const containerOf = new Map<string, string>();
    for (const post of fake.posts("instagram")) {
      const caption = JSON.stringify(post.payload);
      const id = postIds.find((candidate) => caption.includes(candidate));
      if (id) {
        containerOf.set(post.id, id);
      }
    }
    for (const request of fake.requests()) {
      const body = JSON.stringify(request.json ?? {});
      const creates =
        (request.platform === "x" && request.method === "POST" && request.path === "/2/tweets") ||
        (request.platform === "linkedin" && request.method === "POST" && request.path.endsWith("/posts"));
      if (creates) {
        const id = postIds.find((candidate) => body.includes(candidate));
        if (id) {
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
    }
    for (const id of containerOf.values()) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const publishRequests = fake.requests("instagram").filter((request) => request.path.endsWith("/media_publish")).length;
    return { counts, publishRequests };
  };

  // Its waits (60 s to full swing, 180 s to settle) plus planning 200 posts must fit: on a busy
  // 2-core machine (load average 10) the test ran past 120 s and was cut short.
  it("200 posts, two workers, one SIGKILLed mid-publishing and restarted: none lost, none twice", { timeout: 330_000 }, async () => {
    // A slow platform (every create answers after 600 ms, already done), so each worker's creates are in
    // flight most of the time and the kill lands mid-call (at 150 ms a loaded run once killed none).
    for (const [platform, pathIncludes] of [
      ["x", "/2/tweets"],
      ["linkedin", "/posts"],
      ["instagram", "/media_publish"],
    ] as const) {
      fake.addFault({ platform, method: "POST", pathIncludes, mode: "slow", delayMs: 600, times: 1_000 });
    }
    const first = await start();
    await start();
    // All due at one instant, 2 s after the last one is planned.
    const postIds = await planPosts(200, ["x", "linkedin", "instagram"], 2_000);
    // Mid-publishing: some posted, and both workers waiting on creates they sent (each runs at most 12
    // at a time, so 16 in flight means the killed one holds some: they become outcome_unknown).
    let killedAt: Record<string, number> = {};
    let inFlightAtKill = 0;
    await waitUntil(
      async () => {
        killedAt = await countStates(app.ctx.db, postIds);
        inFlightAtKill = await countCreatesInFlight(app.ctx.db, postIds);
        return (killedAt.posted ?? 0) >= 20 && inFlightAtKill >= 16;
      },
      60_000,
      "publishing in full swing",
    );
    first.child.kill("SIGKILL");
    await first.exited;
    await start();
    await waitUntil(
      async () => Object.entries(await countStates(app.ctx.db, postIds)).every(([state]) => SETTLED.has(state)),
      180_000,
      "every target settled",
    );
    const counts = await countStates(app.ctx.db, postIds);
    const { counts: received } = receivedPerPost(postIds);
    const twice = [...received.values()].filter((n) => n > 1).length;
    const rows = await app.ctx.db.select().from(engineTargets).where(inArray(engineTargets.postId, postIds));
    const postedWithoutCreate = rows.filter((row) => row.state === "posted" && received.get(row.postId) !== 1).length;
    process.stdout.write(
      `chaos (SIGKILL mid-publishing): at the kill ${JSON.stringify(killedAt)} (${inFlightAtKill} creates in flight); after restart ${JSON.stringify(counts)}; ` +
        `targets ${rows.length}; received twice ${twice}; posted without exactly one create ${postedWithoutCreate}\n`,
    );
    expect(rows).toHaveLength(200);
    expect(rows.every((row) => SETTLED.has(row.state))).toBe(true);
    expect(twice).toBe(0);
    expect(postedWithoutCreate).toBe(0);
    expect(counts.failed ?? 0).toBe(0);
    // Killed while waiting for an answer to a create it had sent: outcome_unknown, not posted again.
    expect(counts.outcome_unknown ?? 0).toBeGreaterThan(0);
    await fetch(`${fake.baseUrl}/_faults`, { method: "DELETE" });
  });

  it(
    "Instagram: a worker SIGKILLed between the container and its publish; the restarted one publishes that container once",
    { timeout: 120_000 },
    async () => {
      // The first scenario's workers go, so this one's worker has the queue to itself.
      for (const worker of workers.splice(0)) {
        worker.child.kill("SIGKILL");
        await worker.exited;
      }
      const paused = await start({ PUBLISHER_TEST_PAUSE_AFTER_PREPARE_MS: "30000" });
      const postIds = await planPosts(6, ["instagram"], 500);
      const prepared = async () => {
        const rows = await app.ctx.db.select().from(engineTargets).where(inArray(engineTargets.postId, postIds));
        return rows.filter((row) => row.state === "publishing" && row.steps.prepared && row.createSentAt === null).length;
      };
      await waitUntil(async () => (await prepared()) === 6, 60_000, "6 containers recorded");
      const containersBefore = fake
        .requests("instagram")
        .filter((request) => request.method === "POST" && request.path.endsWith("/media")).length;
      paused.child.kill("SIGKILL");
      await paused.exited;
      await start();
      await waitUntil(
        async () => Object.entries(await countStates(app.ctx.db, postIds)).every(([state]) => SETTLED.has(state)),
        60_000,
        "every Instagram target settled",
      );
      const counts = await countStates(app.ctx.db, postIds);
      const { counts: received } = receivedPerPost(postIds);
      const containersAfter = fake
        .requests("instagram")
        .filter((request) => request.method === "POST" && request.path.endsWith("/media")).length;
      process.stdout.write(
        `chaos (SIGKILL between Instagram container and publish): ${JSON.stringify(counts)}; ` +
          `published per post ${JSON.stringify([...received.values()])}; containers created after the restart ${containersAfter - containersBefore}\n`,
      );
      expect(counts).toEqual({ posted: 6 });
      expect([...received.values()]).toEqual([1, 1, 1, 1, 1, 1]);
      expect(containersAfter - containersBefore).toBe(0);
    },
  );
});
