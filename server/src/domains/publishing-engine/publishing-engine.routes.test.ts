import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { buildAdmin } from "../../../test/factories";
import { startUserSession } from "../auth/sessions";
import { campaignPostTargets, type CampaignRow } from "../campaigns/campaigns.tables";
import { ENGINE_MESSAGES } from "./engine-messages";
import { publishTarget } from "./publish-target";
import { createEngineTestApp, LINKEDIN_REFUSES_POST, T0 } from "./publishing-engine.test-kit";
import { engineTargets } from "./publishing-engine.tables";

const engine = await createEngineTestApp();
const { app, clock, deps, fake } = engine;

/** A campaign starting tomorrow with one post (content unique) on the given linked accounts. */
const campaignWithPost = async (platforms: ("x" | "linkedin")[]) => {
  const owner = await engine.userWith(...platforms);
  const campaign: CampaignRow = await buildCampaign(deps, owner.user);
  const post = await buildCampaignPost(deps, campaign, { content: `Spring is here ${randomUUID()}` });
  for (const [position, platform] of platforms.entries()) {
    await deps.db.insert(campaignPostTargets).values({
      postId: post.id,
      accountId: owner.accounts[platform] ?? "",
      platform,
      postType: "post",
      position,
      updatedAt: clock.now(),
    });
  }
  return { owner, api: owner.api as ApiClient, campaign, post };
};

/** A client signed in now (moving the clock by a day outlives an access token). */
const signedInNow = async (userId: string) => app.clientFor((await startUserSession(app.ctx, userId)).accessToken);

const publishAllDue = async (postId: string) => {
  for (const target of await engine.targetsOf(postId)) {
    await publishTarget(deps, target.id);
  }
};

describe("a campaign post published through the engine", () => {
  it("activation plans the post; at its time it is posted, with the link on its entry", async () => {
    clock.set(T0);
    const { api: before, campaign, post, owner } = await campaignWithPost(["x"]);
    await before.activateCampaign({ params: { id: campaign.id }, body: {} });
    const [target] = await engine.targetsOf(post.id);
    expect(target).toMatchObject({ state: "scheduled", dueAt: post.publishAt });
    clock.set(post.publishAt);
    await publishAllDue(post.id);
    const api = await signedInNow(owner.user.id);
    const shown = await api.getCampaignPost({ params: { id: post.id } });
    expect(shown.status).toBe("posted");
    expect(shown.targets[0]).toMatchObject({ status: "posted", error: null });
    expect(shown.targets[0]?.url).toMatch(/^https:\/\/x\.com\//);
  });

  it("a failing account makes the post partial: the entry shows the message, and re-upload publishes it", async () => {
    clock.set(T0);
    const { api: before, campaign, post, owner } = await campaignWithPost(["x", "linkedin"]);
    await before.activateCampaign({ params: { id: campaign.id }, body: { ignoreMissingComments: true } });
    fake.addFault(LINKEDIN_REFUSES_POST);
    clock.set(post.publishAt);
    await publishAllDue(post.id);
    const api = await signedInNow(owner.user.id);
    const shown = await api.getCampaignPost({ params: { id: post.id } });
    const linkedin = shown.targets.find((entry) => entry.platform === "linkedin");
    expect(shown.status).toBe("partial");
    expect(shown.partialCompletionMessage).toMatch(/^Posted on X\. Not posted on LinkedIn: .*Content is invalid/);
    expect(linkedin).toMatchObject({ status: "failed" });
    expect(linkedin?.partialCompletionMessage).toMatch(/^Posted on X\. Not posted on LinkedIn: /);
    expect(shown.targets.find((entry) => entry.platform === "x")?.status).toBe("posted");
    // The calendar's summary: partial, with the message and the published entry's link; read-only, not movable.
    const [card] = (await api.listCampaignPosts({ params: { id: campaign.id }, query: {} })).items;
    expect(card).toMatchObject({
      status: "partial",
      partialCompletionMessage: shown.partialCompletionMessage,
      can: { edit: false, move: false },
    });
    expect(card?.links).toEqual([{ platform: "x", url: expect.stringMatching(/^https:\/\/x\.com\//) }]);
    // The calendar's lean card carries the same link and message.
    const [lean] = (await api.listCampaignPostCards({ params: { id: campaign.id }, query: {} })).items;
    expect(lean).toMatchObject({ status: "partial", partialCompletionMessage: shown.partialCompletionMessage, can: { move: false } });
    expect(lean?.links).toEqual(card?.links);
    expect((await api.getCampaign({ params: { id: campaign.id } })).postCounts).toMatchObject({ partial: 1, failed: 0 });
    expect(
      await failure(api.moveCampaignPost({ params: { id: post.id }, body: { publishAt: post.publishAt.toISOString() } })),
    ).toMatchObject({
      status: 409,
      message: ENGINE_MESSAGES.alreadyPublished,
    });

    const again = await api.reuploadCampaignPostEntry({ params: { id: post.id, targetId: linkedin?.id ?? "" } });
    expect(again.post.status).toBe("active");
    await publishAllDue(post.id);
    const after = await api.getCampaignPost({ params: { id: post.id } });
    expect(after).toMatchObject({ status: "posted", partialCompletionMessage: null });
    expect(after.targets.every((entry) => entry.status === "posted")).toBe(true);
    expect(after.links.map((link) => link.platform)).toEqual(["x", "linkedin"]);
    const posted = await failure(api.reuploadCampaignPostEntry({ params: { id: post.id, targetId: linkedin?.id ?? "" } }));
    expect(posted.status).toBe(409);
  });

  it("instant post publishes a pending campaign's post now; a post without platforms gets the spec's message", async () => {
    clock.set(T0);
    const { api, post, campaign } = await campaignWithPost(["x"]);
    const result = await api.instantPostCampaignPost({ params: { id: post.id }, body: {} });
    expect(result.post.status).toBe("active");
    await publishAllDue(post.id);
    expect((await api.getCampaignPost({ params: { id: post.id } })).status).toBe("posted");

    const bare = await buildCampaignPost(deps, campaign, { content: "No platform yet" });
    expect(await failure(api.instantPostCampaignPost({ params: { id: bare.id }, body: {} }))).toMatchObject({
      status: 409,
      message: ENGINE_MESSAGES.selectPlatform,
    });
  });

  it("another user's post answers 404; the health line and the admin view show what happened", async () => {
    clock.set(T0);
    const { post } = await campaignWithPost(["x"]);
    const other = await engine.user();
    expect((await failure(other.api.instantPostCampaignPost({ params: { id: post.id }, body: {} }))).status).toBe(404);
    const health = await other.api.getPublishingHealth();
    expect(health.items.find((line) => line.platform === "x")?.lastSuccessAt).not.toBeNull();

    const admin = await buildAdmin(app.ctx);
    const adminApi = app.clientFor(admin.accessToken);
    const unknownPost = await campaignWithPost(["x"]);
    await unknownPost.api.instantPostCampaignPost({ params: { id: unknownPost.post.id }, body: {} });
    fake.addFault({ platform: "x", method: "POST", pathIncludes: "/2/tweets", mode: "respond", status: 503 });
    await publishAllDue(unknownPost.post.id);
    const [target] = await deps.db.select().from(engineTargets).where(eq(engineTargets.postId, unknownPost.post.id));
    expect(target?.state).toBe("outcome_unknown");
    const listed = await adminApi.adminListPublishingTargets();
    expect(listed.items.map((item) => item.id)).toContain(target?.id);
    expect(await adminApi.adminRetryPublishingTarget({ params: { id: target?.id ?? "" }, body: { confirm: true } })).toEqual({ ok: true });
    await publishAllDue(unknownPost.post.id);
    expect((await engine.targetsOf(unknownPost.post.id))[0]?.state).toBe("posted");
  });
});
