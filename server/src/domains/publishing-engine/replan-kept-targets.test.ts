import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planPostPublishing, type PostPlan } from "./plan-publishing";
import { createEngineTestApp, T0 } from "./publishing-engine.test-kit";
import { readKnownTargets } from "./replan-kept-targets";

const engine = await createEngineTestApp();
const { deps } = engine;
const DUE = new Date(T0.getTime() + 10 * 60_000);
const LATER = new Date(DUE.getTime() + 60 * 60_000);

const jobsAt = async (targetId: string, runAt: Date) => {
  const jobs = await deps.db.execute(
    sql`select count(*)::int as n from pgboss.job where singleton_key = ${`${targetId}@${runAt.toISOString()}`}`,
  );
  return (jobs as unknown as { rows: { n: number }[] }).rows[0]?.n;
};

/** A plan on the owner's accounts, as the campaign bridge builds it. */
const planOf = (ownerId: string, accounts: Record<string, string>, overrides: Partial<PostPlan> = {}): PostPlan => ({
  postId: randomUUID(),
  ownerId,
  title: "Launch",
  dueAt: DUE,
  content: { text: "Launch day", media: [] },
  targets: Object.entries(accounts).map(([platform, accountId]) => ({ platform, accountId })),
  ...overrides,
});

/** A re-plan given the targets read just before it (what syncCampaignPost does). */
const replan = async (plan: PostPlan) => planPostPublishing(deps, plan, await readKnownTargets(deps.db, plan.postId));

describe("a re-plan that keeps the post's targets", () => {
  it("re-times and re-words every kept target and the post, and queues their jobs at the new time", async () => {
    const owner = await engine.userWith("x", "linkedin");
    const plan = planOf(owner.user.id, owner.accounts);
    await planPostPublishing(deps, plan);
    const before = await engine.targetsOf(plan.postId);
    const moved = {
      ...plan,
      dueAt: LATER,
      title: "Launch, later",
      targets: plan.targets.map((target) => ({ ...target, postType: "article", options: { tone: "calm" } })),
    };
    await replan(moved);
    const after = await engine.targetsOf(plan.postId);
    expect(after.map((target) => target.id).sort()).toEqual(before.map((target) => target.id).sort());
    for (const target of after) {
      expect(target).toMatchObject({
        state: "scheduled",
        dueAt: LATER,
        nextAttemptAt: null,
        postType: "article",
        options: { tone: "calm" },
      });
      expect(await jobsAt(target.id, LATER)).toBe(1);
    }
    expect(await engine.postOf(plan.postId)).toMatchObject({ dueAt: LATER, title: "Launch, later" });
  });

  it("gives targets with other options their own update, and queues no job while the post is held", async () => {
    const owner = await engine.userWith("x", "linkedin");
    const plan = planOf(owner.user.id, owner.accounts, { held: true });
    await planPostPublishing(deps, plan);
    await replan({
      ...plan,
      dueAt: LATER,
      targets: plan.targets.map((target) => ({ ...target, options: { for: target.platform } })),
    });
    const after = await engine.targetsOf(plan.postId);
    expect(after).toHaveLength(2);
    for (const target of after) {
      expect(target).toMatchObject({ dueAt: LATER, options: { for: target.platform } });
      expect(await jobsAt(target.id, LATER)).toBe(0);
    }
    expect(await engine.postOf(plan.postId)).toMatchObject({ dueAt: LATER, held: true });
  });

  it("adds a newly chosen target and drops one no longer chosen (the full plan)", async () => {
    const owner = await engine.userWith("x", "linkedin");
    const plan = planOf(owner.user.id, { x: owner.accounts.x ?? "" });
    await planPostPublishing(deps, plan);
    const [xTarget] = await engine.targetsOf(plan.postId);
    await replan({ ...plan, dueAt: LATER, targets: planOf(owner.user.id, owner.accounts).targets });
    const both = await engine.targetsOf(plan.postId);
    expect(both.map((target) => target.platform).sort()).toEqual(["linkedin", "x"]);
    expect(both.find((target) => target.platform === "x")?.id).toBe(xTarget?.id);
    expect(both.every((target) => target.dueAt.getTime() === LATER.getTime())).toBe(true);
    await replan({ ...plan, dueAt: LATER, targets: planOf(owner.user.id, { linkedin: owner.accounts.linkedin ?? "" }).targets });
    expect((await engine.targetsOf(plan.postId)).map((target) => target.platform)).toEqual(["linkedin"]);
  });

  it("plans a post without targets, and a post the engine did not know yet", async () => {
    const owner = await engine.userWith("x");
    const bare = planOf(owner.user.id, {});
    await replan(bare);
    expect(await engine.postOf(bare.postId)).toMatchObject({ dueAt: DUE, title: "Launch" });
    await replan({ ...bare, dueAt: LATER });
    expect(await engine.postOf(bare.postId)).toMatchObject({ dueAt: LATER });
    const fresh = planOf(owner.user.id, owner.accounts);
    await replan(fresh);
    const [target] = await engine.targetsOf(fresh.postId);
    expect(target).toMatchObject({ platform: "x", dueAt: DUE });
    expect(await jobsAt(target?.id ?? "", DUE)).toBe(1);
  });
});
