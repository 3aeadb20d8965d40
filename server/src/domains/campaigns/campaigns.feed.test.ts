import { describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES as M } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { buildDocument, buildUser } from "../../../test/factories";
import { setFeatureUsage } from "../../../test/feature-usage";
import { injectFetch } from "../../../test/inject-fetch";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";

const clock = new ManualClock("2026-03-02T09:00:00.000Z");
const app = await createTestApp({ clock });
const send = injectFetch(app.app);

const member = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

const fetchCalendar = (url: string) => send(new Request(url.replace(/^https?:\/\/[^/]+/, "http://wordloom.test")));

describe("calendar feed (ICS)", () => {
  it("creates a private link that serves one VEVENT per post; rotating and revoking stop the old link", async () => {
    const { api, user } = await member();
    const campaign = await buildCampaign(app.ctx, user, { title: "Spring, launch" });
    const first = await buildCampaignPost(app.ctx, campaign, { title: "Teaser", publishAt: new Date("2026-03-03T13:00:00.000Z") });
    await buildCampaignPost(app.ctx, campaign, {
      type: "blog",
      title: "",
      content: "Long read",
      publishAt: new Date("2026-03-05T08:30:00.000Z"),
    });
    expect(await api.getCampaignCalendarFeed({ params: { id: campaign.id } })).toEqual({ url: null, createdAt: null });
    const feed = await api.createCampaignCalendarFeed({ params: { id: campaign.id } });
    expect(feed.url).toMatch(/\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await api.getCampaign({ params: { id: campaign.id } })).hasCalendarFeed).toBe(true);
    const response = await fetchCalendar(feed.url ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const body = await response.text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain(`UID:${first.id}@wordloom`);
    expect(body).toContain("DTSTART:20260303T130000Z");
    expect(body).toContain("SUMMARY:Post: Teaser");
    expect(body).toMatch(/X-WR-CALNAME:Spring\\?, launch/);
    const rotated = await api.createCampaignCalendarFeed({ params: { id: campaign.id } });
    expect(rotated.url).not.toBe(feed.url);
    expect((await fetchCalendar(feed.url ?? "")).status).toBe(404);
    expect((await fetchCalendar(rotated.url ?? "")).status).toBe(200);
    expect(await api.revokeCampaignCalendarFeed({ params: { id: campaign.id } })).toEqual({ url: null, createdAt: null });
    expect((await fetchCalendar(rotated.url ?? "")).status).toBe(404);
  });

  it("serves an empty calendar and refuses a malformed name", async () => {
    const { api, user } = await member();
    const campaign = await buildCampaign(app.ctx, user);
    const feed = await api.createCampaignCalendarFeed({ params: { id: campaign.id } });
    const body = await (await fetchCalendar(feed.url ?? "")).text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).not.toContain("BEGIN:VEVENT");
    expect((await send(new Request("http://wordloom.test/api/calendars/short.ics"))).status).toBe(400);
  });
});

describe("text-to-post", () => {
  it("turns a document into a post in a new campaign, linked to the document (offline draft)", async () => {
    const { api, user } = await member();
    const document = await buildDocument(app.ctx, user, {
      title: "Why planners win",
      paragraphs: ["Planning ahead saves time. Teams that plan publish more often.", "A calendar keeps everyone aligned."],
    });
    const result = await api.createPostFromDocument({
      body: {
        documentId: document.id,
        newCampaignTitle: "From my doc",
        style: "Simplified",
        tone: "Conversational",
        presentationStyle: "Storytelling",
        length: 400,
      },
    });
    expect(result.campaign).toMatchObject({ title: "From my doc", postCounts: { total: 1 } });
    expect(result.post).toMatchObject({
      docId: document.id,
      creationType: "generated",
      title: "Why planners win",
      generation: { length: 400, tone: "Conversational" },
    });
    expect(result.post.content.content.length).toBeGreaterThan(0);
  });

  it("lands in the chosen campaign; refuses missing style, tone, presentation and an empty new title", async () => {
    const { api, user } = await member();
    const document = await buildDocument(app.ctx, user, { paragraphs: ["Some text to turn into a post."] });
    const campaign = await buildCampaign(app.ctx, user);
    const base = { documentId: document.id, style: "Simplified", tone: "Conversational", presentationStyle: "Storytelling" };
    const { post } = await api.createPostFromDocument({ body: { ...base, campaignId: campaign.id } });
    expect(post.campaignId).toBe(campaign.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, campaignId: campaign.id, style: "" }, M.selectStyle],
      [{ ...base, campaignId: campaign.id, tone: " " }, M.selectTone],
      [{ ...base, campaignId: campaign.id, presentationStyle: "" }, M.selectPresentation],
      [{ ...base, newCampaignTitle: "  " }, M.invalidTitle],
    ];
    for (const [body, message] of cases) {
      const refused = await failure(api.createPostFromDocument({ body: body as never }));
      expect(Object.values(refused.fieldIssues)).toContain(message);
    }
    const tooShort = await failure(api.createPostFromDocument({ body: { ...base, campaignId: campaign.id, length: 99 } }));
    expect(tooShort.status).toBe(400);
  });

  it("answers 403 when the SocialPost generations are used up", async () => {
    const { api, user } = await member();
    const document = await buildDocument(app.ctx, user);
    const campaign = await buildCampaign(app.ctx, user);
    await setFeatureUsage(app.ctx.db, user.id, "SocialPost", { allowedUsage: 0 });
    const refused = await failure(
      api.createPostFromDocument({
        body: {
          documentId: document.id,
          campaignId: campaign.id,
          style: "Simplified",
          tone: "Conversational",
          presentationStyle: "Storytelling",
        },
      }),
    );
    expect(refused).toMatchObject({ status: 403, code: "FEATURE_LIMIT" });
  });
});
