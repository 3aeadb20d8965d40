import { beforeEach, describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES as M } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { buildSocialAccount, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";
import type { DomainEvents } from "../../events/domain-events";
import { startUserSession } from "../auth/sessions";
import { campaignPostTargets } from "./campaigns.tables";

/** A client signed in now (moving the clock by days outlives an access token). */
const freshClient = async (userId: string) => app.clientFor((await startUserSession(app.ctx, userId)).accessToken);

const clock = new ManualClock("2026-03-02T09:00:00.000Z");
const app = await createTestApp({ clock });

const seen: { name: string; payload: unknown }[] = [];
for (const name of ["campaign.activated", "campaign.paused", "campaign.resumed", "post.moved"] as const) {
  app.ctx.events.on(name, async (payload: DomainEvents[typeof name]) => {
    seen.push({ name, payload });
  });
}

/** A campaign with posts on X (each with an account), starting at `startAt`. */
const setup = async (startAt: string, postTimes: string[], platform: "x" | "linkedin" = "x") => {
  const signed = await buildUser(app.ctx);
  const api = app.clientFor(signed.accessToken);
  const campaign = await buildCampaign(app.ctx, signed.user, { startAt: new Date(startAt), totalWeeks: 2 });
  const account = await buildSocialAccount(app.ctx, signed.user, { platform, platformUserId: `${platform}-${campaign.id}` });
  const posts = [];
  for (const time of postTimes) {
    const post = await buildCampaignPost(app.ctx, campaign, { publishAt: new Date(time) });
    await app.ctx.db
      .insert(campaignPostTargets)
      .values({ postId: post.id, accountId: account.id, platform, postType: "post", updatedAt: clock.now() });
    posts.push(post);
  }
  return { api, campaign, account, posts, user: signed.user };
};

describe("campaign activation, pause and resume", () => {
  beforeEach(() => clock.set("2026-03-02T09:00:00.000Z"));

  it("needs at least one pending post with a social account", async () => {
    const signed = await buildUser(app.ctx);
    const api = app.clientFor(signed.accessToken);
    const campaign = await buildCampaign(app.ctx, signed.user);
    await buildCampaignPost(app.ctx, campaign);
    expect(await failure(api.activateCampaign({ params: { id: campaign.id }, body: {} }))).toMatchObject({
      status: 409,
      message: M.nothingToActivate,
    });
  });

  it("activates a campaign that starts ahead, and only a pending one", async () => {
    const { api, campaign } = await setup("2026-03-03T12:00:00.000Z", ["2026-03-03T13:00:00.000Z"]);
    const result = await api.activateCampaign({ params: { id: campaign.id }, body: {} });
    expect(result).toMatchObject({
      outcome: "activated",
      message: M.activated,
      campaign: { status: "active", can: { pause: true, activate: false } },
    });
    expect(seen.at(-1)).toMatchObject({ name: "campaign.activated", payload: { campaignId: campaign.id } });
    expect(await failure(api.activateCampaign({ params: { id: campaign.id }, body: {} }))).toMatchObject({
      status: 409,
      message: M.notPending,
    });
  });

  it("asks for a new start when the start passed, then shifts earlier posts 5 minutes apart", async () => {
    const { api, campaign, posts } = await setup("2026-02-27T08:00:00.000Z", [
      "2026-02-28T10:00:00.000Z",
      "2026-02-27T09:00:00.000Z",
      "2026-03-06T10:00:00.000Z",
    ]);
    const asked = await api.activateCampaign({ params: { id: campaign.id }, body: {} });
    expect(asked).toMatchObject({
      outcome: "needs_new_start",
      message: M.startInPast,
      earliestStartAt: "2026-03-02T09:05:00.000Z",
      postsBeforeStart: 2,
    });
    expect(
      await failure(api.activateCampaign({ params: { id: campaign.id }, body: { startAt: "2026-03-02T09:03:00.000Z", shiftPosts: true } })),
    ).toMatchObject({
      status: 400,
      message: M.startTooSoon,
    });
    const done = await api.activateCampaign({
      params: { id: campaign.id },
      body: { startAt: "2026-03-02T10:00:00.000Z", shiftPosts: true },
    });
    expect(done).toMatchObject({ outcome: "activated", campaign: { startDate: "2026-03-02", status: "active" } });
    const list = await api.listCampaignPosts({ params: { id: campaign.id }, query: {} });
    expect(list.items.map((item) => [item.id, item.publishAt, item.week])).toEqual([
      [posts[1]?.id, "2026-03-02T10:00:00.000Z", 1],
      [posts[0]?.id, "2026-03-02T10:05:00.000Z", 1],
      [posts[2]?.id, "2026-03-06T10:00:00.000Z", 1],
    ]);
  });

  it("'Shift posts myself' moves only the start and lists the posts to move", async () => {
    const { api, campaign, posts } = await setup("2026-02-27T08:00:00.000Z", ["2026-02-28T10:00:00.000Z", "2026-03-06T10:00:00.000Z"]);
    const result = await api.activateCampaign({
      params: { id: campaign.id },
      body: { startAt: "2026-03-02T10:00:00.000Z", shiftPosts: false },
    });
    expect(result).toMatchObject({
      outcome: "start_updated",
      postsToMove: [posts[0]?.id],
      campaign: { status: "pending", startDate: "2026-03-02" },
    });
  });

  it("warns about LinkedIn posts without own comments, then 'Ignore & Activate'", async () => {
    const { api, campaign, posts } = await setup("2026-03-03T12:00:00.000Z", ["2026-03-03T13:00:00.000Z"], "linkedin");
    expect(await api.activateCampaign({ params: { id: campaign.id }, body: {} })).toMatchObject({
      outcome: "missing_linkedin_comments",
      message: M.linkedInCommentsMissing,
      postIds: [posts[0]?.id],
    });
    expect(await api.activateCampaign({ params: { id: campaign.id }, body: { ignoreMissingComments: true } })).toMatchObject({
      outcome: "activated",
    });
  });

  it("lists the platforms that need linking again and changes nothing", async () => {
    const { api, campaign, user } = await setup("2026-03-03T12:00:00.000Z", []);
    const stale = await buildSocialAccount(app.ctx, user, { status: "needs_reconnect", platformUserId: `stale-${campaign.id}` });
    const post = await buildCampaignPost(app.ctx, campaign, { publishAt: new Date("2026-03-03T13:00:00.000Z") });
    await app.ctx.db
      .insert(campaignPostTargets)
      .values({ postId: post.id, accountId: stale.id, platform: "x", postType: "post", updatedAt: clock.now() });
    expect(await api.activateCampaign({ params: { id: campaign.id }, body: {} })).toMatchObject({
      outcome: "needs_linking",
      platforms: ["x"],
    });
    expect((await api.getCampaign({ params: { id: campaign.id } })).status).toBe("pending");
  });

  it("pauses an active campaign; resuming lists overdue posts, then ignores (restricts) or reschedules them", async () => {
    const {
      api: first,
      campaign,
      posts,
      user,
    } = await setup("2026-03-03T12:00:00.000Z", ["2026-03-03T13:00:00.000Z", "2026-03-05T13:00:00.000Z"]);
    let api = first;
    await api.activateCampaign({ params: { id: campaign.id }, body: {} });
    expect(await api.pauseCampaign({ params: { id: campaign.id } })).toMatchObject({ status: "paused", can: { resume: true } });
    expect(await failure(api.pauseCampaign({ params: { id: campaign.id } }))).toMatchObject({ status: 409, message: M.notActive });
    clock.set("2026-03-04T09:00:00.000Z");
    api = await freshClient(user.id);
    const asked = await api.resumeCampaign({ params: { id: campaign.id }, body: {} });
    expect(asked).toMatchObject({ outcome: "overdue_posts", postIds: [posts[0]?.id] });
    const resumed = await api.resumeCampaign({
      params: { id: campaign.id },
      body: { mode: "reschedule", startAt: "2026-03-04T10:00:00.000Z" },
    });
    expect(resumed).toMatchObject({ outcome: "resumed", shiftedPostIds: [posts[0]?.id], campaign: { status: "active" } });
    expect((await api.getCampaignPost({ params: { id: posts[0]?.id ?? "" } })).publishAt).toBe("2026-03-04T10:00:00.000Z");
    await api.pauseCampaign({ params: { id: campaign.id } });
    clock.set("2026-03-06T09:00:00.000Z");
    api = await freshClient(user.id);
    const ignored = await api.resumeCampaign({ params: { id: campaign.id }, body: { mode: "ignore" } });
    // The post rescheduled to 03-04 is overdue again (nothing published it in this test), so both are restricted.
    expect(ignored).toMatchObject({ outcome: "resumed" });
    expect(ignored.outcome === "resumed" && ignored.restrictedPostIds.sort()).toEqual([posts[0]?.id, posts[1]?.id].sort());
    expect((await api.getCampaignPost({ params: { id: posts[1]?.id ?? "" } })).isRestricted).toBe(true);
    expect(seen.map((event) => event.name)).toEqual(expect.arrayContaining(["campaign.paused", "campaign.resumed"]));
    clock.set("2026-03-02T09:00:00.000Z");
  });

  it("in an active campaign, a post cannot be moved to less than 2 minutes ahead", async () => {
    const { api: first, campaign, posts, user } = await setup("2026-03-03T12:00:00.000Z", ["2026-03-03T13:00:00.000Z"]);
    await first.activateCampaign({ params: { id: campaign.id }, body: {} });
    clock.set("2026-03-03T12:59:30.000Z");
    const api = await freshClient(user.id);
    expect(
      await failure(api.moveCampaignPost({ params: { id: posts[0]?.id ?? "" }, body: { publishAt: "2026-03-03T13:00:00.000Z" } })),
    ).toMatchObject({
      message: M.dateTooSoon,
    });
    await api.moveCampaignPost({ params: { id: posts[0]?.id ?? "" }, body: { publishAt: "2026-03-03T14:00:00.000Z" } });
    expect(seen.at(-1)).toMatchObject({ name: "post.moved", payload: { postId: posts[0]?.id } });
    clock.set("2026-03-02T09:00:00.000Z");
  });
});
