import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiFailure as failure } from "../../../test/api-failure";
import { createSocialTestApp } from "./social-accounts-test-kit";
import { socialAccounts, socialAccountTargets } from "./social-accounts.tables";

/** Facebook, LinkedIn and Instagram linked from the product against the fake platform server. */
const { app, fake, user, consent, link } = await createSocialTestApp({
  env: {
    FACEBOOK_CLIENT_ID: "wordloom-fb-app",
    FACEBOOK_CLIENT_SECRET: "wordloom-fb-secret",
    LINKEDIN_CLIENT_ID: "wordloom-li-client",
    LINKEDIN_CLIENT_SECRET: "wordloom-li-secret",
    INSTAGRAM_CLIENT_ID: "wordloom-fb-app",
    // no INSTAGRAM_CLIENT_SECRET: shown as not configured
    GMAIL_CLIENT_ID: "wordloom-google-client",
    GMAIL_CLIENT_SECRET: "wordloom-google-secret",
  },
});

const targetRowsOf = (accountId: string) =>
  app.ctx.db.select().from(socialAccountTargets).where(eq(socialAccountTargets.accountId, accountId));

describe("Facebook, LinkedIn and Instagram on the platforms list", () => {
  it("shows Facebook and LinkedIn as linkable, and Instagram without its secret as not configured with what to set", async () => {
    const { api } = await user();
    const { items } = await api.listPlatforms();
    const byId = new Map(items.map((platform) => [platform.id, platform]));
    expect(byId.get("facebook")).toMatchObject({ name: "Facebook", availability: "configured", linking: "oauth", setup: [] });
    expect(byId.get("linkedin")).toMatchObject({ name: "LinkedIn", availability: "configured", linking: "oauth", setup: [] });
    expect(byId.get("instagram")).toMatchObject({ availability: "not_configured", linking: null, setup: ["INSTAGRAM_CLIENT_SECRET"] });
    const instagram = await failure(api.startLinking({ params: { platform: "instagram" }, body: { product: "content" } }));
    expect(instagram.status).toBe(409);
  });

  it("carries a platform's notice: Gmail is 'Only for test users' until GMAIL_TEST_USERS_ONLY=false", async () => {
    const { api } = await user();
    const { items } = await api.listPlatforms();
    expect(items.find((platform) => platform.id === "gmail")).toMatchObject({ availability: "configured", notice: "Only for test users" });
    expect(items.find((platform) => platform.id === "facebook")?.notice).toBeNull();
  });
});

describe("linking Facebook end to end", () => {
  it("start → the fake consent page → callback: the account is listed, its long-lived token sealed at rest", async () => {
    const { api, user: owner } = await user();
    const { authorizationUrl } = await api.startLinking({ params: { platform: "facebook" }, body: { product: "content" } });
    const url = new URL(authorizationUrl);
    expect(url.pathname).toBe("/www.facebook.com/v25.0/dialog/oauth");
    expect(url.searchParams.get("client_id")).toBe("wordloom-fb-app");
    expect(url.searchParams.get("redirect_uri")).toBe("http://wordloom.test/oauth/callback/facebook");
    expect(url.searchParams.get("scope")).toContain("pages_manage_posts");
    expect(url.searchParams.has("code_challenge")).toBe(false);

    const back = await consent(authorizationUrl);
    const linked = await api.completeLinking({ params: { platform: "facebook" }, body: { code: back.code, state: back.state } });
    expect(linked.account).toMatchObject({ platform: "facebook", platformUserId: "facebook-user-1", username: "Fake facebook user" });
    const exchanges = fake.requests("facebook").filter((request) => request.path === "/v25.0/oauth/access_token");
    expect(exchanges.map((request) => request.query.grant_type ?? "authorization_code").slice(-2)).toEqual([
      "authorization_code",
      "fb_exchange_token",
    ]);
    expect((await api.listSocialAccounts()).items).toEqual([linked.account]);
    const facebook = (await api.listPlatforms()).items.find((platform) => platform.id === "facebook");
    expect(facebook?.accounts).toEqual([linked.account]);
    const [row] = await app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.ownerId, owner.id));
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(row?.accessTokenExpiresAt).not.toBeNull();
  });

  it("links LinkedIn the same way; its targets are the member and the organisations they administer", async () => {
    const { api } = await user();
    const { account } = await link(api, "linkedin");
    expect(account.platform).toBe("linkedin");
    const { items } = await api.listAvailableSocialAccountTargets({ params: { id: account.id } });
    expect(items[0]).toMatchObject({ kind: "person", id: `urn:li:person:${account.platformUserId}` });
    expect(items.slice(1).every((target) => target.kind === "organization")).toBe(true);
  });
});

describe("Facebook Pages as targets", () => {
  it("lists the Pages the user may publish to (not an analytics-only one) without their tokens; choosing one seals its Page token and never answers it", async () => {
    const { api } = await user();
    const { account } = await link(api, "facebook");
    const available = await api.listAvailableSocialAccountTargets({ params: { id: account.id } });
    expect(available.items.map((target) => [target.id, target.name, target.kind])).toEqual([["1001", "Wordloom Fans", "page"]]);
    expect(JSON.stringify(available)).not.toMatch(/facebook-access-|access_?token/i);

    const chosen = await api.chooseSocialAccountTargets({ params: { id: account.id }, body: { targetIds: ["1001"] } });
    expect(chosen.targets).toEqual([expect.objectContaining({ id: "1001", kind: "page", name: "Wordloom Fans", parentId: null })]);
    expect(JSON.stringify(chosen)).not.toMatch(/facebook-access-|access_?token/i);
    const [stored] = await targetRowsOf(account.id);
    expect(stored?.accessTokenSealed).toMatch(/^v1\./);
    expect(stored?.accessTokenSealed).not.toMatch(/facebook-access-/);
    expect((await api.listSocialAccounts()).items[0]?.targets.map((target) => target.id)).toEqual(["1001"]);

    const unknown = await failure(api.chooseSocialAccountTargets({ params: { id: account.id }, body: { targetIds: ["9999"] } }));
    expect(unknown).toMatchObject({ status: 400, details: { unknown: ["9999"] } });
    expect((await targetRowsOf(account.id)).map((row) => row.targetId)).toEqual(["1001"]);
  });

  it("a user with no Pages gets an empty list", async () => {
    const { api } = await user();
    const { account } = await link(api, "facebook");
    fake.setOptions("facebook", { pages: [] });
    try {
      expect(await api.listAvailableSocialAccountTargets({ params: { id: account.id } })).toEqual({ items: [] });
    } finally {
      fake.setOptions("facebook", { pages: undefined });
    }
  });

  it("answers 409 with the platform's reason when the token was revoked at Facebook", async () => {
    const { api } = await user();
    const { account } = await link(api, "facebook");
    fake.revokeAll("facebook");
    const refused = await failure(api.listAvailableSocialAccountTargets({ params: { id: account.id } }));
    expect(refused).toMatchObject({ status: 409, details: { kind: "auth_expired" } });
  });

  it("answers 401 without a session, 404 for another user's or a missing account", async () => {
    const owner = await user();
    const other = await user();
    const { account } = await link(owner.api, "facebook");
    expect((await failure(app.client.listAvailableSocialAccountTargets({ params: { id: account.id } }))).status).toBe(401);
    expect((await failure(other.api.listAvailableSocialAccountTargets({ params: { id: account.id } }))).status).toBe(404);
    const missing = await failure(owner.api.listAvailableSocialAccountTargets({ params: { id: "00000000-0000-4000-8000-000000000000" } }));
    expect(missing.status).toBe(404);
    expect(
      (await failure(other.api.chooseSocialAccountTargets({ params: { id: account.id }, body: { targetIds: ["1001"] } }))).status,
    ).toBe(404);
    expect(await targetRowsOf(account.id)).toEqual([]);
  });
});
