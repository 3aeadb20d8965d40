import { describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES as M } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { buildBrandVoice, buildUser } from "../../../test/factories";
import { featureUsageRow, setFeatureUsage } from "../../../test/feature-usage";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";

const clock = new ManualClock("2026-03-02T09:00:00.000Z");
const app = await createTestApp({ clock });

const member = async (overrides: Parameters<typeof buildUser>[1] = {}) => {
  const signed = await buildUser(app.ctx, overrides);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

describe("campaigns", () => {
  it("creates a campaign with the spec's defaults: 'Untitled', 1 week, one hour ahead, in the profile's zone", async () => {
    const { api, user } = await member({ timeZone: "Europe/Paris" });
    const campaign = await api.createCampaign({ body: {} });
    expect(campaign).toMatchObject({
      title: "Untitled",
      totalWeeks: 1,
      startAt: "2026-03-02T10:00:00.000Z",
      startDate: "2026-03-02",
      endDate: "2026-03-08",
      defaultTime: "11:00",
      timeZone: "Europe/Paris",
      status: "pending",
      ownerId: user.id,
      postCounts: { total: 0 },
      finished: true,
      can: { edit: true, delete: true, share: true, activate: true, pause: false, resume: false, createPost: true },
    });
    expect(await featureUsageRow(app.ctx.db, user.id, "CampaignCreation")).toMatchObject({ usageCount: 1 });
  });

  it("computes the end date as start + 7 × weeks − 1 days and keeps the brand voice", async () => {
    const { api, user } = await member();
    const voice = await buildBrandVoice(app.ctx, user);
    const campaign = await api.createCampaign({
      body: {
        title: "  Q2 plan  ",
        totalWeeks: 12,
        startAt: "2026-04-01T08:30:00.000Z",
        timeZone: "America/New_York",
        brandVoiceId: voice.id,
      },
    });
    expect(campaign).toMatchObject({
      title: "Q2 plan",
      startDate: "2026-04-01",
      endDate: "2026-06-23",
      defaultTime: "04:30",
      brandVoiceId: voice.id,
    });
  });

  it("refuses an empty title with the spec's message and a start beyond the one-year window", async () => {
    const { api } = await member();
    const empty = await failure(api.createCampaign({ body: { title: "   " } }));
    expect(empty).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(Object.values(empty.fieldIssues)).toContain(M.invalidTitle);
    expect(await failure(api.createCampaign({ body: { startAt: "2027-06-01T00:00:00.000Z" } }))).toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      message: M.dateOutsideWindow,
    });
  });

  it("answers 403 FEATURE_LIMIT when campaign creation is used up (the limit prompt)", async () => {
    const { api, user } = await member();
    await setFeatureUsage(app.ctx.db, user.id, "CampaignCreation", { allowedUsage: 1, usageCount: 1 });
    expect(await failure(api.createCampaign({ body: {} }))).toMatchObject({ status: 403, code: "FEATURE_LIMIT" });
  });

  it("answers 401 without a session", async () => {
    const anonymous = app.client;
    expect(await failure(anonymous.listCampaigns({ query: {} }))).toMatchObject({ status: 401 });
    expect(await failure(anonymous.createCampaign({ body: {} }))).toMatchObject({ status: 401 });
  });

  it("lists the owner's campaigns by status and tells an empty account from an empty filter", async () => {
    const { api, user } = await member();
    expect(await api.listCampaigns({ query: {} })).toEqual({ items: [], hasAny: false });
    const pending = await buildCampaign(app.ctx, user);
    clock.advance(1000);
    const active = await buildCampaign(app.ctx, user, { status: "active" });
    await buildCampaignPost(app.ctx, active);
    const all = await api.listCampaigns({ query: {} });
    expect(all.items.map((item) => item.id)).toEqual([active.id, pending.id]);
    expect(all.items[0]).toMatchObject({ postCounts: { total: 1, pending: 1 }, finished: false, can: { share: false, pause: true } });
    expect(all.items[0]?.postDays).toHaveLength(1);
    expect((await api.listCampaigns({ query: { status: "active" } })).items.map((item) => item.id)).toEqual([active.id]);
    expect(await api.listCampaigns({ query: { status: "completed" } })).toEqual({ items: [], hasAny: true });
  });

  it("updates title, weeks and start; refuses dates that would leave a post outside", async () => {
    const { api, user } = await member();
    const campaign = await buildCampaign(app.ctx, user, { startAt: new Date("2026-03-09T12:00:00.000Z"), totalWeeks: 4 });
    await buildCampaignPost(app.ctx, campaign, { publishAt: new Date("2026-03-20T12:00:00.000Z") });
    const renamed = await api.updateCampaign({ params: { id: campaign.id }, body: { title: "Renamed", totalWeeks: 3 } });
    expect(renamed).toMatchObject({ title: "Renamed", totalWeeks: 3, endDate: "2026-03-29" });
    expect(await failure(api.updateCampaign({ params: { id: campaign.id }, body: { totalWeeks: 1 } }))).toMatchObject({
      status: 409,
      message: M.postsOutsideDates,
    });
    const moved = await api.updateCampaign({ params: { id: campaign.id }, body: { startAt: "2026-03-16T12:00:00.000Z" } });
    expect(moved.startDate).toBe("2026-03-16");
    const posts = await api.listCampaignPosts({ params: { id: campaign.id }, query: {} });
    expect(posts.items[0]?.week).toBe(1);
  });

  it("deletes a campaign with its posts", async () => {
    const { api, user } = await member();
    const campaign = await buildCampaign(app.ctx, user);
    const post = await buildCampaignPost(app.ctx, campaign);
    expect(await api.deleteCampaign({ params: { id: campaign.id } })).toEqual({ ok: true });
    expect(await failure(api.getCampaign({ params: { id: campaign.id } }))).toMatchObject({ status: 404 });
    expect(await failure(api.getCampaignPost({ params: { id: post.id } }))).toMatchObject({ status: 404 });
  });

  it("answers 404 for another user's campaign and post, whatever the route", async () => {
    const { user } = await member();
    const intruder = await member();
    const campaign = await buildCampaign(app.ctx, user);
    const post = await buildCampaignPost(app.ctx, campaign);
    const params = { id: campaign.id };
    const calls = [
      () => intruder.api.getCampaign({ params }),
      () => intruder.api.updateCampaign({ params, body: { title: "Taken" } }),
      () => intruder.api.deleteCampaign({ params }),
      () => intruder.api.activateCampaign({ params, body: {} }),
      () => intruder.api.pauseCampaign({ params }),
      () => intruder.api.resumeCampaign({ params, body: {} }),
      () => intruder.api.listCampaignPosts({ params, query: {} }),
      () => intruder.api.createCampaignPost({ params, body: {} }),
      () => intruder.api.createCampaignCalendarFeed({ params }),
      () => intruder.api.getCampaignPost({ params: { id: post.id } }),
      () => intruder.api.moveCampaignPost({ params: { id: post.id }, body: { publishAt: post.publishAt.toISOString() } }),
      () => intruder.api.deleteCampaignPost({ params: { id: post.id } }),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ status: 404 });
    }
    const denied = await failure(intruder.api.getCampaignPost({ params: { id: post.id } }));
    expect(denied.message).toBe(M.accessDenied);
  });

  it("lists the post types with their platforms and weekly limits", async () => {
    const { api } = await member();
    const types = await api.listPostTypes();
    expect(types.items.find((type) => type.key === "polls")).toMatchObject({
      platformSupport: ["linkedin", "x"],
      weeklyGroup: "post",
      weeklyLimit: 14,
    });
    expect(types.items.find((type) => type.key === "shorts")).toMatchObject({ platformSupport: ["youtube"] });
  });

  it("keeps the user's time zone on the profile", async () => {
    const { api } = await member();
    expect((await api.me()).timeZone).toBe("UTC");
    expect((await api.updateProfile({ body: { timeZone: "Asia/Kolkata" } })).timeZone).toBe("Asia/Kolkata");
    expect(await failure(api.updateProfile({ body: { timeZone: "Mars/Olympus" } }))).toMatchObject({ status: 400 });
  });
});
