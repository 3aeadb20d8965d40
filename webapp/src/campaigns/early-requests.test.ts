import { afterEach, describe, expect, it, vi } from "vitest";
import earlyScript from "../../public/campaign-early-requests.js?raw";
import { sessionStore } from "../api/session";
import { appQueryClient } from "../app/query-client";
import { firstCalendarRange } from "./calendar-range";
import { prefetchCampaignPage } from "./campaign-queries";
import { campaignKeys } from "./queries";

const ID = "6ea2a525-da20-4793-8fe6-b525a4a65ba2";
const CAMPAIGN = { id: ID, startDate: "2026-12-15" };
const CARDS = { items: [{ id: "p1" }], total: 1 };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const answering = () =>
  vi.fn(async (url: string) => json(url.includes("/post-cards") ? CARDS : CAMPAIGN)) as ReturnType<typeof vi.fn> & typeof fetch;

const signIn = (expiresInMs = 60_000) =>
  sessionStore.set({
    accessToken: "token-1",
    refreshToken: "refresh",
    accessTokenExpiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    user: {} as never,
  });

/** Loads the page at `path` as index.html would: the early script runs with the HTML. */
const openPage = (path: string) => {
  window.history.replaceState(null, "", path);
  new Function(earlyScript)();
};

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__wordloomEarlyCampaign;
  sessionStore.set(null);
  appQueryClient.clear();
  window.history.replaceState(null, "", "/");
});

describe("the campaign screen's early requests (public/campaign-early-requests.js)", () => {
  it("asks for the campaign and its first month's cards at once, with the session's token, on a campaign's page", () => {
    const fetch = answering();
    vi.stubGlobal("fetch", fetch);
    signIn();
    openPage(`/content/app/campaigns/${ID}`);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`/api/campaigns/${ID}`, `/api/campaigns/${ID}/post-cards?range=first-month`]);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ headers: { authorization: "Bearer token-1" } });
    expect(window.__wordloomEarlyCampaign?.id).toBe(ID);
  });

  it("asks for nothing on other pages, without a session or with an expired token, and no cards outside the calendar", () => {
    const fetch = answering();
    vi.stubGlobal("fetch", fetch);
    openPage(`/content/app/campaigns/${ID}`);
    signIn(-1_000);
    openPage(`/content/app/campaigns/${ID}`);
    signIn();
    openPage("/content/app/campaigns");
    openPage(`/content/app/campaigns/not-an-id`);
    expect(fetch).not.toHaveBeenCalled();
    openPage(`/content/app/campaigns/${ID}?mode=edit`);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`/api/campaigns/${ID}`]);
  });
});

describe("prefetchCampaignPage with the early requests", () => {
  it("fills the cache with their answers (the cards under the calendar's first range) and asks nothing again", async () => {
    const fetch = answering();
    vi.stubGlobal("fetch", fetch);
    signIn();
    openPage(`/content/app/campaigns/${ID}`);
    await prefetchCampaignPage(ID, true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(appQueryClient.getQueryData(campaignKeys.one(ID))).toEqual(CAMPAIGN);
    expect(appQueryClient.getQueryData(campaignKeys.postCards(ID, firstCalendarRange(CAMPAIGN.startDate)))).toEqual(CARDS);
    // Taken once: the next visit asks the server.
    expect(window.__wordloomEarlyCampaign).toBeUndefined();
  });

  it("asks through the API client for what the early script could not get", async () => {
    vi.stubGlobal("fetch", answering());
    signIn();
    window.__wordloomEarlyCampaign = { id: ID, campaign: Promise.resolve(null), firstMonthCards: Promise.resolve(null) };
    await prefetchCampaignPage(ID, true);
    expect(appQueryClient.getQueryData(campaignKeys.one(ID))).toEqual(CAMPAIGN);
    const range = firstCalendarRange(CAMPAIGN.startDate);
    expect(appQueryClient.getQueryData(campaignKeys.postCards(ID, range))).toEqual(CARDS);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
      `/api/campaigns/${ID}`,
      `/api/campaigns/${ID}/post-cards?from=${range.from}&to=${range.to}`,
    ]);
  });

  it("leaves another campaign's early answers unused", async () => {
    vi.stubGlobal("fetch", answering());
    signIn();
    const other = { id: "other", campaign: Promise.resolve({ ...CAMPAIGN, id: "other" }), firstMonthCards: null };
    window.__wordloomEarlyCampaign = other as never;
    await prefetchCampaignPage(ID, false);
    expect(appQueryClient.getQueryData(campaignKeys.one(ID))).toEqual(CAMPAIGN);
  });
});
