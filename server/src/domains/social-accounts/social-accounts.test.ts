import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiFailure as failure } from "../../../test/api-failure";
import { ManualClock } from "../../clock";
import { createSocialTestApp } from "./social-accounts-test-kit";
import { oauthStates, socialAccounts } from "./social-accounts.tables";

const clock = new ManualClock();
const { app, fake, user, consent, linkX } = await createSocialTestApp({ clock });

const accountsOf = (ownerId: string) => app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.ownerId, ownerId));

describe("platform linking", () => {
  it("lists every platform: X configured, the others not configured with what to set, or linked by token", async () => {
    const { api } = await user();
    const { items } = await api.listPlatforms();
    expect(items.map((platform) => platform.id)).toEqual([
      "linkedin",
      "x",
      "facebook",
      "instagram",
      "youtube",
      "medium",
      "gmail",
      "canva",
      "pexels",
    ]);
    expect(items.find((platform) => platform.id === "x")).toMatchObject({
      name: "X",
      availability: "configured",
      setup: [],
      linking: "oauth",
      notice: null,
      accounts: [],
    });
    expect(items.find((platform) => platform.id === "gmail")).toMatchObject({
      availability: "not_configured",
      // The provider's setup note stands beside the id it is about.
      setup: [expect.stringMatching(/^GMAIL_CLIENT_ID \(a Google Cloud OAuth client .+\)$/), "GMAIL_CLIENT_SECRET"],
      linking: null,
    });
    expect(items.find((platform) => platform.id === "canva")).toMatchObject({
      availability: "not_configured",
      setup: [expect.stringMatching(/^CANVA_CLIENT_ID \(a Canva Connect integration .+\)$/), "CANVA_CLIENT_SECRET"],
      linking: null,
    });
    // Medium and Pexels link with the user's own token: nothing to configure on the server.
    expect(items.find((platform) => platform.id === "medium")).toMatchObject({ availability: "configured", setup: [], linking: "token" });
  });

  it("links X through the consent page with PKCE; the account is listed without tokens and the tokens are sealed at rest", async () => {
    const { api, user: owner } = await user();
    const { authorizationUrl } = await api.startLinking({ params: { platform: "x" }, body: { product: "content" } });
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(fake.baseUrl);
    expect(url.searchParams.get("redirect_uri")).toBe("http://wordloom.test/oauth/callback/x");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const [stateRow] = await app.ctx.db.select().from(oauthStates).where(eq(oauthStates.ownerId, owner.id));
    expect(stateRow?.codeVerifierSealed).toMatch(/^v1\./); // the verifier stays on the server, sealed

    const back = await consent(authorizationUrl);
    const linked = await api.completeLinking({ params: { platform: "x" }, body: back });
    expect(linked).toEqual({
      product: "content",
      account: expect.objectContaining({
        platform: "x",
        username: "fake_x_user",
        pictureUrl: "https://example.com/x/avatar.png",
        status: "linked",
        isPremium: false,
      }),
    });
    const listed = await api.listSocialAccounts();
    expect(listed.items).toEqual([linked.account]);
    expect(JSON.stringify(listed)).not.toMatch(/x-(access|refresh)-/);
    const [row] = await accountsOf(owner.id);
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(row?.accessTokenSealed).not.toMatch(/x-access-/);
    expect((await api.listPlatforms()).items.find((platform) => platform.id === "x")?.accounts).toHaveLength(1);
  });

  it("a replayed state answers 400 and stores nothing more", async () => {
    const { api, user: owner } = await user();
    const { authorizationUrl } = await api.startLinking({ params: { platform: "x" }, body: { product: "writing" } });
    const back = await consent(authorizationUrl);
    await api.completeLinking({ params: { platform: "x" }, body: back });
    await api.removeSocialAccount({ params: { id: (await accountsOf(owner.id))[0]?.id ?? "" } });
    const replay = await failure(api.completeLinking({ params: { platform: "x" }, body: back }));
    expect(replay).toMatchObject({ status: 400, code: "BAD_REQUEST", message: "Linking Failed" });
    expect(await accountsOf(owner.id)).toEqual([]);
  });

  it("a wrong, forged, expired or other platform's state answers 400 and stores nothing", async () => {
    const { api, user: owner } = await user();
    const wrong = await failure(api.completeLinking({ params: { platform: "x" }, body: { code: "c", state: "made-up.signature" } }));
    expect(wrong.status).toBe(400);

    const { authorizationUrl } = await api.startLinking({ params: { platform: "x" }, body: { product: "writing" } });
    const back = await consent(authorizationUrl);
    const forged = `${back.state.split(".")[0]}.${"A".repeat(43)}`;
    expect((await failure(api.completeLinking({ params: { platform: "x" }, body: { ...back, state: forged } }))).status).toBe(400);
    const otherPlatform = await failure(api.completeLinking({ params: { platform: "linkedin" }, body: back }));
    expect(otherPlatform.status).toBe(400);

    clock.advance(10 * 60 * 1000 + 1);
    expect((await failure(api.completeLinking({ params: { platform: "x" }, body: back }))).status).toBe(400);
    expect(await accountsOf(owner.id)).toEqual([]);
  });

  it("refuses another user's state: 400, and neither user gets the account", async () => {
    const alice = await user();
    const mallory = await user();
    const { authorizationUrl } = await alice.api.startLinking({ params: { platform: "x" }, body: { product: "content" } });
    const back = await consent(authorizationUrl);
    const stolen = await failure(mallory.api.completeLinking({ params: { platform: "x" }, body: back }));
    expect(stolen).toMatchObject({ status: 400, message: "Linking Failed" });
    expect(await accountsOf(mallory.user.id)).toEqual([]);
    expect(await accountsOf(alice.user.id)).toEqual([]);
  });

  it("a cancelled consent answers 400 with the platform's reason", async () => {
    const { api } = await user();
    const { authorizationUrl } = await api.startLinking({ params: { platform: "x" }, body: { product: "content" } });
    const back = await consent(authorizationUrl);
    const cancelled = await failure(
      api.completeLinking({ params: { platform: "x" }, body: { state: back.state, error: "access_denied" } }),
    );
    expect(cancelled).toMatchObject({ status: 400, details: { reason: "Access was not granted." } });
  });

  it("answers 409 for a platform this server cannot link, naming what to set; 400 for an unknown platform or variant", async () => {
    const { api } = await user();
    const byToken = await failure(api.startLinking({ params: { platform: "medium" }, body: { product: "content" } }));
    expect(byToken).toMatchObject({ status: 409, message: "Medium links with a pasted token, not a sign-in." });
    const unconfigured = await failure(api.startLinking({ params: { platform: "youtube" }, body: { product: "content" } }));
    expect(unconfigured).toMatchObject({
      status: 409,
      message: expect.stringMatching(/^YouTube is not configured on this server\. Set YOUTUBE_CLIENT_ID \(.+\), YOUTUBE_CLIENT_SECRET\.$/),
    });
    const response = await app.app.inject({
      method: "POST",
      url: "/api/platforms/myspace/linking",
      headers: (await user()).headers,
      payload: { product: "content" },
    });
    expect(response.statusCode).toBe(400);
    const badVariant = await app.app.inject({
      method: "POST",
      url: "/api/platforms/x/linking",
      headers: (await user()).headers,
      payload: { product: "nope" },
    });
    expect(badVariant.statusCode).toBe(400);
  });

  it("answers 401 without a session", async () => {
    expect((await failure(app.client.listPlatforms())).status).toBe(401);
    expect((await failure(app.client.startLinking({ params: { platform: "x" }, body: { product: "content" } }))).status).toBe(401);
    expect((await failure(app.client.completeLinking({ params: { platform: "x" }, body: { state: "s", code: "c" } }))).status).toBe(401);
    expect((await failure(app.client.listSocialAccounts())).status).toBe(401);
  });
});

describe("linked accounts", () => {
  it("removes an account: revoked at X, then deleted; another user gets 404 and the account stays", async () => {
    const owner = await user();
    const other = await user();
    const { account } = await linkX(owner.api);
    expect((await failure(other.api.removeSocialAccount({ params: { id: account.id } }))).status).toBe(404);
    expect(await accountsOf(owner.user.id)).toHaveLength(1);

    const revokesBefore = fake.requests("x").filter((request) => request.path === "/2/oauth2/revoke").length;
    await owner.api.removeSocialAccount({ params: { id: account.id } });
    expect(fake.requests("x").filter((request) => request.path === "/2/oauth2/revoke").length - revokesBefore).toBe(2);
    expect(await accountsOf(owner.user.id)).toEqual([]);
    expect((await failure(owner.api.removeSocialAccount({ params: { id: account.id } }))).status).toBe(404);
  });

  it("removes the account even when X cannot be reached to revoke", async () => {
    const owner = await user();
    const { account } = await linkX(owner.api);
    fake.addFault({ platform: "x", pathIncludes: "/2/oauth2/revoke", mode: "respond", status: 503 });
    await owner.api.removeSocialAccount({ params: { id: account.id } });
    expect(await accountsOf(owner.user.id)).toEqual([]);
  });

  it("chooses targets among those the platform lists: X has none, so any id is refused (400); others' accounts are 404", async () => {
    const owner = await user();
    const other = await user();
    const { account } = await linkX(owner.api);
    expect(await owner.api.chooseSocialAccountTargets({ params: { id: account.id }, body: { targetIds: [] } })).toMatchObject({
      id: account.id,
      targets: [],
    });
    const unknown = await failure(owner.api.chooseSocialAccountTargets({ params: { id: account.id }, body: { targetIds: ["page-1"] } }));
    expect(unknown).toMatchObject({ status: 400, details: { unknown: ["page-1"] } });
    expect((await failure(other.api.chooseSocialAccountTargets({ params: { id: account.id }, body: { targetIds: [] } }))).status).toBe(404);
  });

  it("linking the same X account again updates it instead of adding a second one", async () => {
    const owner = await user();
    const first = await linkX(owner.api);
    fake.setUser("x", { name: "Renamed" });
    const second = await linkX(owner.api);
    expect(second.account.id).toBe(first.account.id);
    expect(second.account.displayName).toBe("Renamed");
    expect(await accountsOf(owner.user.id)).toHaveLength(1);
    fake.setUser("x", { name: "Fake x user" });
  });
});
