import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { activities } from "../activity/activity.tables";
import { writeChaosImage } from "./chaos-kit";
import { claimDueTargets } from "./claim-due-target";
import { restrictPostPublishing } from "./plan-publishing";
import { publishTargets } from "./publish-batch";
import { ENGINE_QUEUES, type PublishJob } from "./publishing-engine.jobs";
import { createEngineTestApp, LINKEDIN_REFUSES_POST, T0 } from "./publishing-engine.test-kit";
import { engineTargets, publishingHolds } from "./publishing-engine.tables";
import { workPublishJobs } from "./publishing-engine.workers";

const engine = await createEngineTestApp();
const { clock, deps, fake } = engine;
const DUE = new Date(T0.getTime() + 10 * 60_000);
const tweets = () => fake.requests("x").filter((request) => request.method === "POST" && request.path === "/2/tweets");
const outcomes = (results: PromiseSettledResult<unknown>[]) =>
  results.map((result) => (result.status === "fulfilled" ? result.value : "threw"));

/** `count` posts on one X account (one target each), due at DUE unless told otherwise. */
const xPosts = async (ownerId: string, accountId: string, count: number, dueAt = DUE) => {
  const postIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    postIds.push(await engine.plan(ownerId, { x: accountId }, { dueAt }));
  }
  const targets = await deps.db.select().from(engineTargets).where(inArray(engineTargets.postId, postIds));
  return postIds.map((postId) => targets.find((target) => target.postId === postId)?.id ?? "");
};

beforeEach(async () => {
  await fetch(`${fake.baseUrl}/_faults`, { method: "DELETE" });
  await deps.db.delete(publishingHolds);
  clock.set(T0);
});

describe("the batch claim", () => {
  it("reserves each due target in one statement with its own attempt, and leaves out those the common case does not allow", async () => {
    const owner = await engine.userWith("x");
    const [due1, due2, notDue] = await xPosts(owner.user.id, owner.accounts.x ?? "", 3);
    const restrictedPost = await engine.plan(owner.user.id, owner.accounts, { restricted: true });
    const restricted = (await engine.firstTarget(restrictedPost)).id;
    await deps.db
      .update(engineTargets)
      .set({ dueAt: new Date(DUE.getTime() + 3_600_000) })
      .where(eq(engineTargets.id, notDue ?? ""));
    clock.set(DUE);

    const claimed = await claimDueTargets(
      deps,
      [due1 ?? "", due2 ?? "", notDue ?? "", restricted, "not-a-uuid"],
      { missedAfterMinutes: 120 },
      ["x"],
    );

    expect(claimed.map((attempt) => attempt.target.id).sort()).toEqual([due1, due2].sort());
    for (const attempt of claimed) {
      expect(attempt.target).toMatchObject({ state: "publishing", attemptId: attempt.attemptId, attempts: 1 });
      expect(attempt.target.createSentAt).toEqual(DUE); // X, no media: the create is the only request left
      expect(attempt.account?.id).toBe(owner.accounts.x);
    }
    expect(new Set(claimed.map((attempt) => attempt.attemptId)).size).toBe(2);
    // A second claim finds them taken.
    expect(await claimDueTargets(deps, [due1 ?? "", due2 ?? ""], { missedAfterMinutes: 120 }, ["x"])).toEqual([]);
  });
});

describe("a batch", () => {
  it("posts every target, rolls each post up and logs one entry per target", async () => {
    const owner = await engine.userWith("x");
    const ids = await xPosts(owner.user.id, owner.accounts.x ?? "", 4);
    const before = tweets().length;
    clock.set(DUE);

    expect(outcomes(await publishTargets(deps, ids))).toEqual(ids.map(() => ({ kind: "posted" })));

    expect(tweets().length).toBe(before + 4);
    const rows = await deps.db.select().from(engineTargets).where(inArray(engineTargets.id, ids));
    for (const row of rows) {
      expect(row).toMatchObject({ state: "posted", attemptId: null, attempts: 1, postedAt: DUE, error: null });
      expect(row.url).toMatch(/^https:\/\/x\.com\/.+\/status\/\d+$/);
      expect((await engine.postOf(row.postId))?.status).toBe("posted");
    }
    const entries = await deps.db.select().from(activities).where(eq(activities.userId, owner.user.id));
    expect(entries.map((entry) => entry.action)).toEqual(ids.map(() => "publishing.posted"));
    // Run again (a job left over): nothing is sent twice.
    expect(outcomes(await publishTargets(deps, ids))).toEqual(ids.map(() => ({ kind: "skipped" })));
    expect(tweets().length).toBe(before + 4);
  });

  it("held, restricted, not yet due, taken by another worker, twice in the batch: each gets the per-target answer", async () => {
    const owner = await engine.userWith("x");
    const [posted, notDue, taken] = await xPosts(owner.user.id, owner.accounts.x ?? "", 3);
    const restrictedPost = await engine.plan(owner.user.id, owner.accounts, { restricted: true });
    const restricted = (await engine.firstTarget(restrictedPost)).id;
    const heldPost = await engine.plan(owner.user.id, owner.accounts);
    const held = (await engine.firstTarget(heldPost)).id;
    await deps.db
      .insert(publishingHolds)
      .values({ key: `account:${owner.accounts.x}`, until: new Date(DUE.getTime() + 60_000), reason: "x" });
    const later = new Date(DUE.getTime() + 3_600_000);
    await deps.db
      .update(engineTargets)
      .set({ dueAt: later })
      .where(eq(engineTargets.id, notDue ?? ""));
    const otherAttempt = randomUUID();
    await deps.db
      .update(engineTargets)
      .set({ state: "publishing", attemptId: otherAttempt })
      .where(eq(engineTargets.id, taken ?? ""));
    clock.set(DUE);
    const before = tweets().length;

    // The account's rate-limit hold stops every target of the account: lift it for `posted` by checking it apart first.
    const heldResults = outcomes(await publishTargets(deps, [held]));
    expect(heldResults).toEqual([{ kind: "later", runAt: new Date(DUE.getTime() + 60_000) }]);
    await deps.db.delete(publishingHolds);

    const results = outcomes(await publishTargets(deps, [posted ?? "", restricted, notDue ?? "", taken ?? "", posted ?? ""]));
    expect(results).toEqual([
      { kind: "posted" },
      { kind: "skipped" },
      { kind: "later", runAt: later },
      { kind: "skipped" },
      { kind: "skipped" },
    ]);
    expect(tweets().length).toBe(before + 1);
    const rows = Object.fromEntries(
      (
        await deps.db
          .select()
          .from(engineTargets)
          .where(inArray(engineTargets.id, [posted ?? "", restricted, notDue ?? "", taken ?? ""]))
      ).map((row) => [row.id, row]),
    );
    expect(rows[posted ?? ""]).toMatchObject({ state: "posted", attempts: 1 });
    expect(rows[restricted]).toMatchObject({ state: "scheduled", attempts: 0 });
    expect(rows[notDue ?? ""]).toMatchObject({ state: "scheduled", attempts: 0 });
    expect(rows[taken ?? ""]).toMatchObject({ state: "publishing", attemptId: otherAttempt });
    await restrictPostPublishing(deps, restrictedPost, false);
    expect(outcomes(await publishTargets(deps, [restricted]))).toEqual([{ kind: "posted" }]);
  });

  it("a refusal and an unanswered create in the batch go the per-target failure path; the others post", async () => {
    const owner = await engine.userWith("x", "linkedin");
    const both = await engine.plan(owner.user.id, owner.accounts);
    const targets = await engine.targetsOf(both);
    const [plain, ambiguous] = await xPosts(owner.user.id, owner.accounts.x ?? "", 2);
    fake.addFault(LINKEDIN_REFUSES_POST);
    clock.set(DUE);
    const x = targets.find((target) => target.platform === "x")?.id ?? "";
    const linkedin = targets.find((target) => target.platform === "linkedin")?.id ?? "";
    // One X create answers 503 after it was sent: it may exist, so outcome_unknown (never retried).
    fake.addFault({
      platform: "x",
      method: "POST",
      pathIncludes: "/2/tweets",
      mode: "respond",
      status: 503,
      json: { title: "Service Unavailable" },
    });

    const results = outcomes(await publishTargets(deps, [ambiguous ?? "", x, linkedin, plain ?? ""]));

    expect(results.filter((result) => JSON.stringify(result) === '{"kind":"posted"}')).toHaveLength(2);
    expect(results).toContainEqual({ kind: "outcome_unknown" });
    expect(results[2]).toEqual({ kind: "failed" });
    const post = await engine.postOf(both);
    const states = Object.fromEntries((await engine.targetsOf(both)).map((target) => [target.platform, target.state]));
    expect(states.linkedin).toBe("failed");
    if (states.x === "posted") {
      expect(post).toMatchObject({
        status: "partial",
        partialCompletionMessage: expect.stringMatching(/^Posted on X\. Not posted on LinkedIn: /),
      });
    } else {
      expect(states.x).toBe("outcome_unknown");
      expect(post?.status).toBe("failed");
    }
    const unknown = await deps.db
      .select()
      .from(engineTargets)
      .where(inArray(engineTargets.id, [ambiguous ?? "", x, plain ?? ""]));
    expect(unknown.filter((row) => row.state === "outcome_unknown")).toHaveLength(1);
  });
  it("a slow attempt (an image upload first) records its own outcome; the quick posts of its batch are recorded without waiting for it", async () => {
    const owner = await engine.userWith("x");
    const slowPost = await engine.plan(owner.user.id, owner.accounts, {
      dueAt: DUE,
      content: { text: `With a picture ${randomUUID()}`, media: [writeChaosImage(engine.app.config.mediaDir)] },
    });
    const slow = (await engine.firstTarget(slowPost)).id;
    const [quick] = await xPosts(owner.user.id, owner.accounts.x ?? "", 1);
    fake.addFault({ platform: "x", pathIncludes: "/2/media/upload/initialize", mode: "slow", delayMs: 1_500 });
    clock.set(DUE);
    const stateOf = async (id: string | undefined) =>
      (
        await deps.db
          .select({ state: engineTargets.state })
          .from(engineTargets)
          .where(eq(engineTargets.id, id ?? ""))
      )[0]?.state;

    const batch = publishTargets(deps, [slow, quick ?? ""]);
    await vi.waitFor(async () => expect(await stateOf(quick)).toBe("posted"), { timeout: 1_200, interval: 50 });
    expect(await stateOf(slow)).toBe("publishing");

    expect(outcomes(await batch)).toEqual([{ kind: "posted" }, { kind: "posted" }]);
    expect(await stateOf(slow)).toBe("posted");
  });
});

describe("the worker's batch handler", () => {
  it("fails only the job whose target threw; pg-boss completes the others", async () => {
    const owner = await engine.userWith("x");
    const [good] = await xPosts(owner.user.id, owner.accounts.x ?? "", 1);
    clock.set(DUE);
    const fail = vi.fn(async () => ({ jobs: [], requested: 1, affected: 1 }));
    const job = (id: string, targetId: string) =>
      ({ id, name: ENGINE_QUEUES.publish, data: { targetId, runAt: DUE.toISOString() } }) as PgBoss.Job<PublishJob>;

    // A malformed id makes its own reservation throw (the database refuses the uuid).
    await workPublishJobs({ fail } as unknown as Pick<PgBoss, "fail">, deps, [job("job-good", good ?? ""), job("job-bad", "not-a-uuid")]);

    expect(fail).toHaveBeenCalledTimes(1);
    expect(fail).toHaveBeenCalledWith(ENGINE_QUEUES.publish, "job-bad", expect.objectContaining({ message: expect.any(String) }));
    expect(
      (
        await deps.db
          .select()
          .from(engineTargets)
          .where(eq(engineTargets.id, good ?? ""))
      )[0]?.state,
    ).toBe("posted");
  });
});
