import { describe, expect, it } from "vitest";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { buildSocialAccount, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";

const clock = new ManualClock("2026-03-02T09:00:00.000Z");
const app = await createTestApp({ clock });

const member = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

const at = (iso: string) => new Date(iso);

/** The Posts view's list, one page at a time (limit, cursor; the calendar's cards route is not paged). */
describe("the post list's pages", () => {
  it("answers the filtered posts page by page in a stable order, with the total and the next cursor", async () => {
    const { api, user } = await member();
    const campaign = await buildCampaign(app.ctx, user, { startAt: at("2026-03-09T12:00:00.000Z") });
    // Five posts, two of them at the same instant (ordered by id), one blog.
    const built = [
      await buildCampaignPost(app.ctx, campaign, { publishAt: at("2026-03-10T10:00:00.000Z") }),
      await buildCampaignPost(app.ctx, campaign, { publishAt: at("2026-03-11T10:00:00.000Z") }),
      await buildCampaignPost(app.ctx, campaign, { publishAt: at("2026-03-11T10:00:00.000Z") }),
      await buildCampaignPost(app.ctx, campaign, { publishAt: at("2026-03-12T10:00:00.000Z"), type: "blog" }),
      await buildCampaignPost(app.ctx, campaign, { publishAt: at("2026-03-13T10:00:00.000Z") }),
    ];
    const sameInstant = [built[1]?.id ?? "", built[2]?.id ?? ""].sort();
    const order = [built[0]?.id, ...sameInstant, built[3]?.id, built[4]?.id];
    const params = { id: campaign.id };

    const first = await api.listCampaignPosts({ params, query: { limit: 2 } });
    expect(first.items.map((item) => item.id)).toEqual(order.slice(0, 2));
    expect(first.total).toBe(5);
    expect(first.nextCursor).toBe(`2026-03-11T10:00:00.000Z_${sameInstant[0] ?? ""}`);
    const second = await api.listCampaignPosts({ params, query: { limit: 2, cursor: first.nextCursor ?? "" } });
    expect(second.items.map((item) => item.id)).toEqual(order.slice(2, 4));
    expect(second.total).toBe(5);
    const third = await api.listCampaignPosts({ params, query: { limit: 2, cursor: second.nextCursor ?? "" } });
    expect(third.items.map((item) => item.id)).toEqual(order.slice(4));
    expect(third.nextCursor).toBeNull();
    // A cursor past the last post (its posts moved away meanwhile): an empty page that still counts the filters' posts.
    const past = await api.listCampaignPosts({ params, query: { limit: 2, cursor: `2026-03-14T10:00:00.000Z_${built[0]?.id ?? ""}` } });
    expect(past).toEqual({ items: [], total: 5, nextCursor: null });

    // The default page holds 50 posts: these five fit in one, without a next cursor.
    const whole = await api.listCampaignPosts({ params, query: {} });
    expect(whole.items.map((item) => item.id)).toEqual(order);
    expect(whole).toMatchObject({ total: 5, nextCursor: null });

    // Filters page the same way, and the total counts what they match.
    const posts = await api.listCampaignPosts({ params, query: { type: "post", limit: 3 } });
    expect(posts.items.map((item) => item.id)).toEqual(order.slice(0, 3));
    expect(posts.total).toBe(4);
    const rest = await api.listCampaignPosts({ params, query: { type: "post", limit: 3, cursor: posts.nextCursor ?? "" } });
    expect(rest.items.map((item) => item.id)).toEqual([built[4]?.id]);
    expect(rest).toMatchObject({ total: 4, nextCursor: null });
  });

  it("gives each page's entries (platforms) to its own posts only", async () => {
    const { api, user } = await member();
    const campaign = await buildCampaign(app.ctx, user, { startAt: at("2026-03-09T12:00:00.000Z") });
    const x = await buildSocialAccount(app.ctx, user);
    const first = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "First on X", targets: [{ accountId: x.id }], publishAt: "2026-03-10T10:00:00.000Z" },
    });
    const second = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "Second, nowhere", publishAt: "2026-03-11T10:00:00.000Z" },
    });
    const third = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "Third on X", targets: [{ accountId: x.id }], publishAt: "2026-03-12T10:00:00.000Z" },
    });
    const params = { id: campaign.id };
    const page = await api.listCampaignPosts({ params, query: { limit: 1, cursor: `2026-03-10T10:00:00.000Z_${first.post.id}` } });
    expect(page.items.map((item) => [item.id, item.platforms])).toEqual([[second.post.id, []]]);
    const last = await api.listCampaignPosts({ params, query: { limit: 1, cursor: page.nextCursor ?? "" } });
    expect(last.items.map((item) => [item.id, item.platforms])).toEqual([[third.post.id, ["x"]]]);
    expect(last).toMatchObject({ total: 3, nextCursor: null });
  });

  it("refuses a cursor of another shape and a limit out of range (400 VALIDATION_FAILED)", async () => {
    const { api, user } = await member();
    const campaign = await buildCampaign(app.ctx, user);
    const post = await buildCampaignPost(app.ctx, campaign);
    const list = (query: Record<string, string>) => failure(api.listCampaignPosts({ params: { id: campaign.id }, query }));
    for (const cursor of [
      "abc",
      post.id,
      `yesterday_${post.id}`,
      "2026-03-10T10:00:00.000Z_not-an-id",
      `2026-03-10T10:00:00.000Z_${post.id}_1`,
    ]) {
      expect(await list({ cursor })).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
    for (const limit of ["0", "101", "ten"]) {
      expect(await list({ limit })).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
  });

  it("answers 401 without a session and 404 for another user's campaign", async () => {
    const owner = await member();
    const other = await member();
    const campaign = await buildCampaign(app.ctx, owner.user);
    const query = { limit: 10 };
    expect(await failure(app.client.listCampaignPosts({ params: { id: campaign.id }, query }))).toMatchObject({ status: 401 });
    expect(await failure(other.api.listCampaignPosts({ params: { id: campaign.id }, query }))).toMatchObject({ status: 404 });
  });
});
