import { describe, expect, it } from "vitest";
import { firstCalendarRange } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";

const clock = new ManualClock("2026-03-02T09:00:00.000Z");
const app = await createTestApp({ clock });

const member = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

/**
 * The cards of the month the calendar opens on (range "first-month"), asked for together with the
 * campaign by the web app's first load: the same cards as the from/to the web app computes from the
 * campaign's start date.
 */
describe("a campaign's first-month post cards", () => {
  it("are the cards of the month grid of the campaign's start, read in the campaign's zone", async () => {
    const { api, user } = await member();
    // 09:30 on 1 March in Tokyo is still 28 February in UTC: the start date (and so the month) is the zone's.
    const campaign = await buildCampaign(app.ctx, user, { startAt: new Date("2026-03-01T00:30:00.000Z"), timeZone: "Asia/Tokyo" });
    const { startDate } = await api.getCampaign({ params: { id: campaign.id } });
    expect(startDate).toBe("2026-03-01");
    // March 2026's grid: Monday 23 February to Sunday 5 April, asked for two days wider on each side.
    expect(firstCalendarRange(startDate)).toEqual({ from: "2026-02-21", to: "2026-04-07" });
    const before = await buildCampaignPost(app.ctx, campaign, { publishAt: new Date("2026-02-20T12:00:00.000Z") });
    const first = await buildCampaignPost(app.ctx, campaign, { publishAt: new Date("2026-02-21T12:00:00.000Z") });
    const last = await buildCampaignPost(app.ctx, campaign, { publishAt: new Date("2026-04-07T12:00:00.000Z") });
    const after = await buildCampaignPost(app.ctx, campaign, { publishAt: new Date("2026-04-08T12:00:00.000Z") });
    const cards = async (query: Parameters<typeof api.listCampaignPostCards>[0]["query"]) =>
      (await api.listCampaignPostCards({ params: { id: campaign.id }, query })).items.map((card) => card.id);

    const firstMonth = await cards({ range: "first-month" });
    expect(firstMonth).toEqual([first.id, last.id]);
    expect(firstMonth).toEqual(await cards(firstCalendarRange(startDate)));
    expect(firstMonth).not.toContain(before.id);
    expect(firstMonth).not.toContain(after.id);
    // The other filters still apply.
    expect(await cards({ range: "first-month", status: "posted" })).toEqual([]);
  });

  it("refuses range with from or to, and an unknown range (400)", async () => {
    const { api, user } = await member();
    const campaign = await buildCampaign(app.ctx, user);
    const list = (query: Record<string, string>) =>
      failure(api.listCampaignPostCards({ params: { id: campaign.id }, query: query as { range: "first-month" } }));
    expect(await list({ range: "first-month", from: "2026-03-01" })).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(await list({ range: "first-month", to: "2026-03-31" })).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(await list({ range: "next-month" })).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
  });

  it("answers 401 without a session and 404 for another user's campaign", async () => {
    const owner = await member();
    const other = await member();
    const campaign = await buildCampaign(app.ctx, owner.user);
    const query = { range: "first-month" as const };
    expect(await failure(app.client.listCampaignPostCards({ params: { id: campaign.id }, query }))).toMatchObject({ status: 401 });
    expect(await failure(other.api.listCampaignPostCards({ params: { id: campaign.id }, query }))).toMatchObject({ status: 404 });
  });
});
