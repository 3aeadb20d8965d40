import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES as M } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { buildSocialAccount, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";
import type { DomainEvents } from "../../events/domain-events";
import { startUserSession } from "../auth/sessions";
import type { PostPublishingSettled } from "../publishing-engine/publishing-engine.events";
import { campaignPostTargets, campaignPosts, campaigns } from "./campaigns.tables";
import { completeFinishedCampaigns } from "./complete-campaigns";

const clock = new ManualClock("2026-03-02T09:00:00.000Z");
const app = await createTestApp({ clock });

const completedEvents: DomainEvents["campaign.completed"][] = [];
app.ctx.events.on("campaign.completed", async (payload) => {
  completedEvents.push(payload);
});

/** An active one-week campaign from 2 March (UTC, last day 8 March) with posts on X. */
const setup = async (
  posts: { at: string; status?: "pending" | "active" | "posted" | "partial" | "failed"; restricted?: boolean; account?: boolean }[],
) => {
  const signed = await buildUser(app.ctx);
  const campaign = await buildCampaign(app.ctx, signed.user, {
    startAt: new Date("2026-03-02T10:00:00.000Z"),
    totalWeeks: 1,
    status: "active",
    activatedAt: clock.now(),
  });
  const account = await buildSocialAccount(app.ctx, signed.user, { platform: "x", platformUserId: `x-${campaign.id}` });
  const rows = [];
  for (const post of posts) {
    const row = await buildCampaignPost(app.ctx, campaign, {
      publishAt: new Date(post.at),
      status: post.status ?? "pending",
      isRestricted: post.restricted ?? false,
    });
    if (post.account !== false) {
      await app.ctx.db
        .insert(campaignPostTargets)
        .values({ postId: row.id, accountId: account.id, platform: "x", postType: "post", updatedAt: clock.now() });
    }
    rows.push(row);
  }
  return { campaign, posts: rows, user: signed.user };
};

/** The list's item at `index` (present in these tests). */
const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index];
  if (item === undefined) {
    throw new Error(`no item ${index}`);
  }
  return item;
};

const statusOf = async (campaignId: string) =>
  (await app.ctx.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]?.status;

const settle = (campaignId: string, postId: string, ownerId: string, status: PostPublishingSettled["status"]) =>
  app.ctx.events.emit("publishing.post_settled", { postId, ownerId, campaignId, status, partialCompletionMessage: null, targets: [] });

describe("a campaign completes by itself", () => {
  beforeEach(() => clock.set("2026-03-02T09:00:00.000Z"));

  it("when its last post settles after the end: the settle event completes it", async () => {
    const { campaign, posts, user } = await setup([
      { at: "2026-03-03T12:00:00.000Z", status: "posted" },
      { at: "2026-03-08T23:00:00.000Z", status: "active" },
    ]);
    clock.set("2026-03-08T23:30:00.000Z");
    // Before the end: the last post settling leaves the campaign active.
    await settle(campaign.id, at(posts, 1).id, user.id, "posted");
    expect(await statusOf(campaign.id)).toBe("active");

    await app.ctx.db
      .update(campaignPosts)
      .set({ status: "active" })
      .where(eq(campaignPosts.id, at(posts, 1).id));
    clock.set("2026-03-09T00:01:00.000Z");
    await settle(campaign.id, at(posts, 1).id, user.id, "partial");
    expect(await statusOf(campaign.id)).toBe("completed");
    expect(completedEvents.at(-1)).toMatchObject({ campaignId: campaign.id, ownerId: user.id });
  });

  it("not while a post is active or a pending post would still go out", async () => {
    const active = await setup([
      { at: "2026-03-03T12:00:00.000Z", status: "posted" },
      { at: "2026-03-04T12:00:00.000Z", status: "active" },
    ]);
    const pending = await setup([{ at: "2026-03-05T12:00:00.000Z", status: "pending" }]);
    clock.set("2026-03-10T09:00:00.000Z");
    await settle(active.campaign.id, at(active.posts, 0).id, active.user.id, "posted");
    const completed = await completeFinishedCampaigns(app.ctx);
    expect(completed).not.toContain(active.campaign.id);
    expect(completed).not.toContain(pending.campaign.id);
    expect(await statusOf(active.campaign.id)).toBe("active");
    expect(await statusOf(pending.campaign.id)).toBe("active");
  });

  it("the periodic check completes campaigns whose end passed after their posts settled, including ones with nothing left to publish", async () => {
    const settled = await setup([
      { at: "2026-03-03T12:00:00.000Z", status: "posted" },
      { at: "2026-03-04T12:00:00.000Z", status: "failed" },
      { at: "2026-03-05T12:00:00.000Z", status: "pending", restricted: true },
      { at: "2026-03-06T12:00:00.000Z", status: "pending", account: false },
    ]);
    const empty = await setup([]);
    clock.set("2026-03-08T23:59:00.000Z");
    expect(await completeFinishedCampaigns(app.ctx)).not.toContain(settled.campaign.id);
    expect(await statusOf(settled.campaign.id)).toBe("active");

    clock.set("2026-03-09T00:00:00.000Z");
    const completed = await completeFinishedCampaigns(app.ctx);
    expect(completed).toEqual(expect.arrayContaining([settled.campaign.id, empty.campaign.id]));
    expect(await statusOf(empty.campaign.id)).toBe("completed");
    // A second run finds nothing more to do for them.
    expect(await completeFinishedCampaigns(app.ctx)).not.toContain(settled.campaign.id);
  });

  it("only an active campaign completes: paused and pending ones stay as they are", async () => {
    const paused = await setup([{ at: "2026-03-03T12:00:00.000Z", status: "posted" }]);
    await app.ctx.db.update(campaigns).set({ status: "paused" }).where(eq(campaigns.id, paused.campaign.id));
    const pending = await setup([]);
    await app.ctx.db.update(campaigns).set({ status: "pending" }).where(eq(campaigns.id, pending.campaign.id));
    clock.set("2026-03-20T09:00:00.000Z");
    await completeFinishedCampaigns(app.ctx);
    expect(await statusOf(paused.campaign.id)).toBe("paused");
    expect(await statusOf(pending.campaign.id)).toBe("pending");
  });

  it("reads the end in the campaign's zone", async () => {
    const { campaign } = await setup([{ at: "2026-03-03T12:00:00.000Z", status: "posted" }]);
    await app.ctx.db.update(campaigns).set({ timeZone: "America/New_York" }).where(eq(campaigns.id, campaign.id));
    // The last day (8 March in New York) ends at 9 March 00:00 EDT = 04:00 UTC.
    clock.set("2026-03-09T03:59:00.000Z");
    await completeFinishedCampaigns(app.ctx);
    expect(await statusOf(campaign.id)).toBe("active");
    clock.set("2026-03-09T04:00:00.000Z");
    await completeFinishedCampaigns(app.ctx);
    expect(await statusOf(campaign.id)).toBe("completed");
  });

  it("a completed campaign is read-only through the API, Share hidden, Delete allowed", async () => {
    const { campaign, user } = await setup([{ at: "2026-03-03T12:00:00.000Z", status: "posted" }]);
    clock.set("2026-03-09T09:00:00.000Z");
    await completeFinishedCampaigns(app.ctx);
    const api = app.clientFor((await startUserSession(app.ctx, user.id)).accessToken);
    const read = await api.getCampaign({ params: { id: campaign.id } });
    expect(read).toMatchObject({
      status: "completed",
      can: { edit: false, share: false, createPost: false, activate: false, delete: true },
    });
    expect(await failure(api.updateCampaign({ params: { id: campaign.id }, body: { title: "Renamed" } }))).toMatchObject({
      status: 409,
      message: M.completed,
    });
    expect(await failure(api.createCampaignPost({ params: { id: campaign.id }, body: {} }))).toMatchObject({
      status: 409,
      message: M.completed,
    });
  });
});
