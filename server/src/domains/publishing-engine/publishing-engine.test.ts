import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activities } from "../activity/activity.tables";
import { socialAccounts } from "../social-accounts/social-accounts.tables";
import { ENGINE_MESSAGES } from "./engine-messages";
import { holdCampaignPublishing, movePostPublishing, releaseTargetsNow, restrictPostPublishing } from "./plan-publishing";
import { publishTarget } from "./publish-target";
import { createEngineTestApp, LINKEDIN_REFUSES_POST, T0 } from "./publishing-engine.test-kit";
import { engineTargets, publishingHolds } from "./publishing-engine.tables";
import { rollUp } from "./rollup-post";
import { settleUnknownTargets } from "./settle-unknown";
import { sweepTargets } from "./sweep-targets";

const engine = await createEngineTestApp();
const { clock, deps, fake } = engine;
const DUE = new Date(T0.getTime() + 10 * 60_000);
const at = (date: Date, plusMs = 0) => clock.set(new Date(date.getTime() + plusMs));
const tweets = () => fake.requests("x").filter((request) => request.method === "POST" && request.path === "/2/tweets");

beforeEach(async () => {
  await fetch(`${fake.baseUrl}/_faults`, { method: "DELETE" });
  await deps.db.delete(publishingHolds);
  at(T0);
});

describe("the due window", () => {
  it("a target does nothing before it is due, then publishes once at its time, with 'Posted Successful!' in the activity log", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    const target = await engine.firstTarget(postId);
    expect(target).toMatchObject({ state: "scheduled", attempts: 0 });
    const before = tweets().length;

    expect(await publishTarget(deps, target.id)).toEqual({ kind: "later", runAt: DUE });
    expect(tweets().length).toBe(before);

    at(DUE);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "skipped" });
    expect(tweets().length).toBe(before + 1);
    const posted = await engine.firstTarget(postId);
    expect(posted).toMatchObject({ state: "posted", attempts: 1, attemptId: null });
    expect(posted?.url).toMatch(/^https:\/\/x\.com\/.+\/status\/\d+$/);
    expect((await engine.postOf(postId))?.status).toBe("posted");
    const [entry] = await deps.db.select().from(activities).where(eq(activities.userId, owner.user.id));
    expect(entry).toMatchObject({ action: "publishing.posted", details: expect.objectContaining({ message: "Posted Successful!" }) });
  });

  it("a post is active while its first target is being posted (a slow create), then posted", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    const target = await engine.firstTarget(postId);
    expect((await engine.postOf(postId))?.status).toBe("pending");
    fake.addFault({ platform: "x", method: "POST", pathIncludes: "/2/tweets", mode: "slow", delayMs: 400 });

    at(DUE);
    const publishing = publishTarget(deps, target.id);
    await expect.poll(async () => (await engine.postOf(postId))?.status, { timeout: 5_000, interval: 20 }).toBe("active");
    expect(await publishing).toEqual({ kind: "posted" });
    expect((await engine.postOf(postId))?.status).toBe("posted");
  });

  it("the sweep queues a due target that has no job (one per target and time)", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    const target = await engine.firstTarget(postId);
    at(DUE, -30_000);
    const counts = await sweepTargets(deps);
    expect(counts.queued).toBeGreaterThanOrEqual(1);
    const jobs = await deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'publishing-engine.publish-target' and singleton_key = ${`${target.id}@${DUE.toISOString()}`}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});

describe("the missed cut-off", () => {
  it("a target overdue beyond the cut-off becomes missed (by the sweep or by its own job) and is never published", async () => {
    const owner = await engine.userWith("x");
    const first = await engine.plan(owner.user.id, owner.accounts);
    const second = await engine.plan(owner.user.id, owner.accounts);
    const before = tweets().length;
    at(DUE, 121 * 60_000);
    const late = await engine.firstTarget(second);
    expect(await publishTarget(deps, late.id)).toEqual({ kind: "missed" });
    expect((await sweepTargets(deps)).missed).toBeGreaterThanOrEqual(1);
    expect((await engine.targetsOf(first))[0]).toMatchObject({ state: "missed", error: ENGINE_MESSAGES.missed(2) });
    expect((await engine.postOf(first))?.status).toBe("failed");
    expect(tweets().length).toBe(before);
  });

  it("within the cut-off a late target still publishes", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    at(DUE, 119 * 60_000);
    const target = await engine.firstTarget(postId);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
  });
});

describe("partial rollup", () => {
  it("X posted and LinkedIn refused: the post is partial, with the failed account and its message", async () => {
    const owner = await engine.userWith("x", "linkedin");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    fake.addFault(LINKEDIN_REFUSES_POST);
    at(DUE);
    for (const target of await engine.targetsOf(postId)) {
      await publishTarget(deps, target.id);
    }
    const states = Object.fromEntries((await engine.targetsOf(postId)).map((target) => [target.platform, target.state]));
    expect(states).toEqual({ x: "posted", linkedin: "failed" });
    const post = await engine.postOf(postId);
    expect(post?.status).toBe("partial");
    expect(post?.partialCompletionMessage).toMatch(/^Posted on X\. Not posted on LinkedIn: /);
  });

  it("rolls up pure states", () => {
    const t = (state: "posted" | "failed" | "scheduled" | "publishing" | "outcome_unknown", attempts = 1) => ({
      state,
      attempts,
      platform: "x",
      error: null,
    });
    expect(rollUp([t("posted"), t("posted")]).status).toBe("posted");
    expect(rollUp([t("failed"), t("outcome_unknown")]).status).toBe("failed");
    expect(rollUp([t("posted"), t("outcome_unknown")]).status).toBe("partial");
    expect(rollUp([t("posted"), t("publishing")]).status).toBe("active");
    expect(rollUp([t("scheduled", 0)]).status).toBe("pending");
  });
});

describe("retries", () => {
  it("a refused post (validation) fails at once, without a retry", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    fake.addFault({
      platform: "x",
      method: "POST",
      pathIncludes: "/2/tweets",
      mode: "respond",
      status: 400,
      json: { title: "Invalid Request", detail: "Bad text" },
    });
    at(DUE);
    const target = await engine.firstTarget(postId);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "failed" });
    expect((await engine.targetsOf(postId))[0]).toMatchObject({ state: "failed", attempts: 1, errorKind: "validation" });
    expect((await sweepTargets(deps)).queued).toBe(0);
  });

  it("a 5xx after the create request was sent is outcome_unknown, never retried, and settled by the account's recent posts", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    fake.addFault({ platform: "x", method: "POST", pathIncludes: "/2/tweets", mode: "respond", status: 503 });
    at(DUE);
    const target = await engine.firstTarget(postId);
    const before = tweets().length;
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "outcome_unknown" });
    at(DUE, 30 * 60_000);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "skipped" });
    expect((await engine.targetsOf(postId))[0]).toMatchObject({ state: "outcome_unknown", error: ENGINE_MESSAGES.outcomeUnknown("X") });
    // The sweep settles it by listing the account's recent posts (X has none with this text) — never by posting again.
    await sweepTargets(deps);
    expect(tweets().length).toBe(before + 1);
    expect((await engine.targetsOf(postId))[0]).toMatchObject({ state: "failed", settledBy: "recent_posts" });
    const [entry] = await deps.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, owner.user.id), eq(activities.action, "publishing.outcome_unknown")));
    expect(entry).toBeDefined();
  });

  it("a rate limit holds the account until X's reset, then publishes; other targets of the account wait too", async () => {
    const owner = await engine.userWith("x");
    const first = await engine.plan(owner.user.id, owner.accounts);
    const second = await engine.plan(owner.user.id, owner.accounts);
    const reset = new Date(DUE.getTime() + 15 * 60_000);
    fake.addFault({
      platform: "x",
      method: "POST",
      pathIncludes: "/2/tweets",
      mode: "respond",
      status: 429,
      headers: { "x-rate-limit-reset": String(reset.getTime() / 1000) },
      json: { title: "Too Many Requests", detail: "Too Many Requests" },
    });
    at(DUE);
    const one = await engine.firstTarget(first);
    const two = await engine.firstTarget(second);
    expect(await publishTarget(deps, one.id)).toEqual({ kind: "later", runAt: reset });
    expect(await publishTarget(deps, two.id)).toEqual({ kind: "later", runAt: reset });
    expect((await engine.targetsOf(first))[0]).toMatchObject({ state: "scheduled", attempts: 1, errorKind: "rate_limited" });
    at(reset);
    expect(await publishTarget(deps, one.id)).toEqual({ kind: "posted" });
    expect(await publishTarget(deps, two.id)).toEqual({ kind: "posted" });
  });

  it("a retryable refusal that cannot have created the post (429) retries with backoff, up to the attempt limit", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    at(DUE);
    const target = await engine.firstTarget(postId);
    fake.addFault({ platform: "x", method: "POST", pathIncludes: "/2/tweets", mode: "respond", status: 429, times: 3 });
    const first = await publishTarget(deps, target.id);
    expect(first.kind).toBe("later");
    const runAt = (first as { runAt: Date }).runAt;
    expect(runAt.getTime() - DUE.getTime()).toBeGreaterThanOrEqual(60_000);
    at(runAt, 1);
    expect((await publishTarget(deps, target.id)).kind).toBe("later");
    await deps.db.delete(publishingHolds);
    at(DUE, 60 * 60_000);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "failed" });
    expect((await engine.targetsOf(postId))[0]).toMatchObject({ state: "failed", attempts: 3 });
  });
});

describe("tokens", () => {
  it("two workers publishing for one account with an expiring token refresh it once", async () => {
    const owner = await engine.userWith("x");
    const accountId = owner.accounts.x ?? "";
    await deps.db
      .update(socialAccounts)
      .set({ accessTokenExpiresAt: new Date(DUE.getTime() + 30_000) })
      .where(eq(socialAccounts.id, accountId));
    const first = await engine.plan(owner.user.id, owner.accounts);
    const second = await engine.plan(owner.user.id, owner.accounts);
    const one = await engine.firstTarget(first);
    const two = await engine.firstTarget(second);
    const refreshes = () => fake.requests("x").filter((request) => request.path === "/2/oauth2/token").length;
    const before = refreshes();
    at(DUE);
    const outcomes = await Promise.all([publishTarget(deps, one.id), publishTarget(deps, two.id)]);
    expect(outcomes).toEqual([{ kind: "posted" }, { kind: "posted" }]);
    expect(refreshes() - before).toBe(1);
  });

  it("an account that needs reconnecting fails the target with the not-linked caution", async () => {
    const owner = await engine.userWith("x");
    await deps.db
      .update(socialAccounts)
      .set({ status: "needs_reconnect" })
      .where(eq(socialAccounts.id, owner.accounts.x ?? ""));
    const postId = await engine.plan(owner.user.id, owner.accounts);
    at(DUE);
    const target = await engine.firstTarget(postId);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "failed" });
    expect((await engine.targetsOf(postId))[0]).toMatchObject({ needsReconnect: true, error: ENGINE_MESSAGES.notLinked("X") });
  });
});

describe("restriction, pause, resume, move and instant post", () => {
  it("a restricted post is never auto-published, by its job or by the sweep", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts, { restricted: true });
    at(DUE);
    const target = await engine.firstTarget(postId);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "skipped" });
    await sweepTargets(deps);
    expect((await engine.targetsOf(postId))[0]?.state).toBe("scheduled");
    await restrictPostPublishing(deps, postId, false);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
  });

  it("pause holds a campaign's posts; resume publishes them; a move follows the new time", async () => {
    const owner = await engine.userWith("x");
    const campaignId = crypto.randomUUID();
    const postId = await engine.plan(owner.user.id, owner.accounts, { campaignId });
    const target = await engine.firstTarget(postId);
    await holdCampaignPublishing(deps, campaignId, true);
    at(DUE);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "skipped" });
    const later = new Date(DUE.getTime() + 60 * 60_000);
    await movePostPublishing(deps, postId, later);
    await holdCampaignPublishing(deps, campaignId, false);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "later", runAt: later });
    const jobs = await deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where singleton_key = ${`${target.id}@${later.toISOString()}`}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    at(later);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
    await expect(movePostPublishing(deps, postId, DUE)).rejects.toThrow(ENGINE_MESSAGES.alreadyPublished);
  });

  it("instant post publishes a restricted post now; without a platform it answers the spec's message", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts, { restricted: true, dueAt: new Date(DUE.getTime() + 86_400_000) });
    const target = await engine.firstTarget(postId);
    expect(await releaseTargetsNow(deps, postId)).toEqual([target.id]);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
    const empty = await engine.plan(owner.user.id, {});
    await expect(releaseTargetsNow(deps, empty)).rejects.toThrow(ENGINE_MESSAGES.selectPlatform);
  });

  it("re-upload of a failed entry publishes it again", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    fake.addFault({ platform: "x", method: "POST", pathIncludes: "/2/tweets", mode: "respond", status: 400, json: { detail: "Bad text" } });
    at(DUE);
    const target = await engine.firstTarget(postId);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "failed" });
    await releaseTargetsNow(deps, postId, { targetIds: [target.id] });
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
    expect((await engine.postOf(postId))?.status).toBe("posted");
  });
});

describe("settling unknown outcomes", () => {
  it("an unknown outcome whose post the account shows is settled as posted, with its link", async () => {
    const owner = await engine.userWith("x");
    const postId = await engine.plan(owner.user.id, owner.accounts);
    at(DUE);
    const target = await engine.firstTarget(postId);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
    // As if the answer had been lost: the post exists at X, the engine does not know.
    await deps.db
      .update(engineTargets)
      .set({ state: "outcome_unknown", url: null, platformPostId: null })
      .where(eq(engineTargets.id, target.id));
    // Too fresh: a request of the attempt may still be on its way.
    expect(await settleUnknownTargets(deps, { postIds: [postId] })).toBe(0);
    at(DUE, 3 * 60_000);
    expect(await settleUnknownTargets(deps, { postIds: [postId] })).toBe(1);
    expect(await engine.firstTarget(postId)).toMatchObject({ state: "posted", settledBy: "recent_posts" });
    expect((await engine.firstTarget(postId)).url).toMatch(/^https:\/\/x\.com\//);
  });
});
