import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiFailure as failure } from "../../../test/api-failure";
import { createSocialTestApp } from "./social-accounts-test-kit";
import { socialAccounts } from "./social-accounts.tables";
import { socialRuntime } from "./social-runtime";

const { app, fake, user } = await createSocialTestApp();

const MEDIUM_TOKEN = "2a5f0c3e1b4d6f8a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f3a5";
const PEXELS_KEY = "563492ad6f91700001000001a1b2c3d4e5f60718293a4b5c6d7e8f90";
fake.registerToken("medium", MEDIUM_TOKEN);
fake.registerToken("pexels", PEXELS_KEY);

const accountsOf = (ownerId: string) => app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.ownerId, ownerId));

describe("linking by a pasted token", () => {
  it("lists Medium and Pexels as configured token platforms without any variable", async () => {
    const { api } = await user();
    const { items } = await api.listPlatforms();
    for (const id of ["medium", "pexels"]) {
      expect(items.find((platform) => platform.id === id)).toMatchObject({ availability: "configured", setup: [], linking: "token" });
    }
  });

  it("links Medium: the account is listed without the token, which is sealed at rest; linking again updates it", async () => {
    const { api, user: owner } = await user();
    const account = await api.linkByToken({ params: { platform: "medium" }, body: { token: ` ${MEDIUM_TOKEN} ` } });
    expect(account).toMatchObject({
      platform: "medium",
      platformUserId: "medium-user-1",
      username: "fake_medium_user",
      displayName: "Fake medium user",
      pictureUrl: "https://example.com/medium/avatar.png",
      status: "linked",
      targets: [],
    });
    expect(JSON.stringify(account)).not.toContain(MEDIUM_TOKEN);
    const listed = await api.listSocialAccounts();
    expect(listed.items).toEqual([account]);
    expect(JSON.stringify(listed)).not.toContain(MEDIUM_TOKEN);
    const [row] = await accountsOf(owner.id);
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(row?.accessTokenSealed).not.toContain(MEDIUM_TOKEN);
    expect(socialRuntime(app.ctx).cipher.open(row?.accessTokenSealed ?? "")).toBe(MEDIUM_TOKEN);
    expect(row?.refreshTokenSealed).toBeNull();

    const newer = "9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0";
    fake.registerToken("medium", newer);
    const again = await api.linkByToken({ params: { platform: "medium" }, body: { token: newer } });
    expect(again.id).toBe(account.id);
    const rows = await accountsOf(owner.id);
    expect(rows).toHaveLength(1);
    expect(socialRuntime(app.ctx).cipher.open(rows[0]?.accessTokenSealed ?? "")).toBe(newer);
  });

  it("links a Pexels key as the 'Pexels API key' identity; the same key links once", async () => {
    const { api, user: owner } = await user();
    const account = await api.linkByToken({ params: { platform: "pexels" }, body: { token: PEXELS_KEY } });
    expect(account).toMatchObject({ platform: "pexels", username: "pexels", displayName: "Pexels API key", status: "linked" });
    expect(account.platformUserId).toMatch(/^key-[0-9a-f]{32}$/);
    expect(JSON.stringify(account)).not.toContain(PEXELS_KEY);
    await api.linkByToken({ params: { platform: "pexels" }, body: { token: PEXELS_KEY } });
    expect(await accountsOf(owner.id)).toHaveLength(1);
    const search = fake.requests("pexels").at(-1);
    expect(search).toMatchObject({ path: "/v1/search", query: { query: "nature", per_page: "1" } });
  });

  it("400 for a Pexels key under 56 characters, with the invalid-token message, before any call", async () => {
    const { api, user: owner } = await user();
    const calls = fake.requests("pexels").length;
    const short = await failure(api.linkByToken({ params: { platform: "pexels" }, body: { token: PEXELS_KEY.slice(0, 55) } }));
    expect(short).toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      message: "Invalid token: a Pexels API key has at least 56 characters. Paste the whole key.",
    });
    expect(fake.requests("pexels")).toHaveLength(calls);
    expect(await accountsOf(owner.id)).toEqual([]);
  });

  it("400 'Linking Failed' with the platform's reason for a token it refuses; nothing stored", async () => {
    const { api, user: owner } = await user();
    const refused = await failure(
      api.linkByToken({ params: { platform: "medium" }, body: { token: "an-integration-token-medium-never-issued" } }),
    );
    expect(refused).toMatchObject({ status: 400, message: "Linking Failed", details: { reason: "Medium: Token was invalid." } });
    const refusedKey = await failure(api.linkByToken({ params: { platform: "pexels" }, body: { token: "x".repeat(56) } }));
    expect(refusedKey).toMatchObject({ status: 400, message: "Linking Failed" });
    expect(JSON.stringify(refusedKey)).not.toContain("x".repeat(56));
    expect(await accountsOf(owner.id)).toEqual([]);
  });

  it("409 for a platform that links by sign-in, or that this server is not configured for", async () => {
    const { api } = await user();
    const oauth = await failure(api.linkByToken({ params: { platform: "x" }, body: { token: MEDIUM_TOKEN } }));
    expect(oauth).toMatchObject({ status: 409, message: "X links with a sign-in, not a pasted token." });
    const unconfigured = await failure(api.linkByToken({ params: { platform: "canva" }, body: { token: MEDIUM_TOKEN } }));
    expect(unconfigured).toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Canva is not configured on this server\. Set CANVA_CLIENT_ID/),
    });
  });

  it("400 for a body that is not one line of at most 512 characters", async () => {
    const { api } = await user();
    for (const token of ["", "   ", "two\nlines-of-a-token-that-is-long-enough-for-pexels-56-chars", "k".repeat(513)]) {
      expect((await failure(api.linkByToken({ params: { platform: "pexels" }, body: { token } }))).status).toBe(400);
    }
  });

  it("403 PLAN_REQUIRED for a plan without Social Links, for a pasted token and for a sign-in alike", async () => {
    const { api } = await user({ subscriptionProduct: "writing" });
    const byToken = await failure(api.linkByToken({ params: { platform: "medium" }, body: { token: MEDIUM_TOKEN } }));
    expect(byToken).toMatchObject({ status: 403, code: "PLAN_REQUIRED", details: { flag: "show_Linking_Nav" } });
    const bySignIn = await failure(api.startLinking({ params: { platform: "x" }, body: { product: "writing" } }));
    expect(bySignIn).toMatchObject({ status: 403, code: "PLAN_REQUIRED" });
    expect((await api.listSocialAccounts()).items).toEqual([]);
  });

  it("401 without a session", async () => {
    expect((await failure(app.client.linkByToken({ params: { platform: "medium" }, body: { token: MEDIUM_TOKEN } }))).status).toBe(401);
  });

  it("an OAuth start for a token platform is refused with a 409 that says so", async () => {
    const { api } = await user();
    const start = await failure(api.startLinking({ params: { platform: "medium" }, body: { product: "content" } }));
    expect(start).toMatchObject({ status: 409, message: "Medium links with a pasted token, not a sign-in." });
  });
});
