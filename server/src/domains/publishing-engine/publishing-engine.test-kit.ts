import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ApiClient } from "@wordloom/shared/api";
import type { PlatformId } from "@wordloom/shared/rules";
import { ManualClock } from "../../clock";
import type { WorkerDeps } from "../../context";
import { createSocialTestApp } from "../social-accounts/social-accounts-test-kit";
import { overrideEngineSettings } from "./engine-settings";
import { planPostPublishing, type PostPlan } from "./plan-publishing";
import { enginePosts, engineTargets } from "./publishing-engine.tables";

export const T0 = new Date("2026-01-15T12:00:00.000Z");

/** A fault for the fake platform server (`fake.addFault`): LinkedIn refuses the next post as invalid (a 422, not retryable). */
export const LINKEDIN_REFUSES_POST = {
  platform: "linkedin",
  method: "POST",
  pathIncludes: "/rest/posts",
  mode: "respond",
  status: 422,
  json: { message: "Content is invalid" },
} as const;

/** A test app on the fake platform server with X and LinkedIn configured, a manual clock and the engine's settings. */
export const createEngineTestApp = async () => {
  const clock = new ManualClock(T0);
  const kit = await createSocialTestApp({
    clock,
    env: { LINKEDIN_CLIENT_ID: "wordloom-li-client", LINKEDIN_CLIENT_SECRET: "wordloom-li-secret" },
  });
  overrideEngineSettings(kit.app.config, { retryBaseSeconds: 60, maxAttempts: 3, missedAfterMinutes: 120, leaseSeconds: 60 });
  const deps: WorkerDeps = kit.app.ctx;
  /** A user with linked accounts on the given platforms. */
  const userWith = async (...platforms: PlatformId[]) => {
    const owner = await kit.user();
    const accounts: Record<string, string> = {};
    for (const platform of platforms) {
      const { account } = await kit.link(owner.api as ApiClient, platform);
      accounts[platform] = account.id;
    }
    return { ...owner, accounts };
  };
  /** Plans a post due at `dueAt` on the given accounts, with a unique text. */
  const plan = async (ownerId: string, accounts: Record<string, string>, overrides: Partial<PostPlan> = {}) => {
    const postId = randomUUID();
    await planPostPublishing(deps, {
      postId,
      ownerId,
      title: "Launch",
      dueAt: new Date(T0.getTime() + 10 * 60_000),
      content: { text: `Launch day ${postId}`, media: [] },
      targets: Object.entries(accounts).map(([platform, accountId]) => ({ platform, accountId })),
      ...overrides,
    });
    return postId;
  };
  const targetsOf = (postId: string) => deps.db.select().from(engineTargets).where(eq(engineTargets.postId, postId));
  const firstTarget = async (postId: string) => {
    const [target] = await targetsOf(postId);
    if (!target) {
      throw new Error(`post ${postId} has no target`);
    }
    return target;
  };
  const postOf = async (postId: string) => (await deps.db.select().from(enginePosts).where(eq(enginePosts.id, postId)))[0];
  return { ...kit, clock, deps, userWith, plan, targetsOf, firstTarget, postOf };
};
