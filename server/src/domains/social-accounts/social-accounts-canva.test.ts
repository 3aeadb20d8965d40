import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../clock";
import { openTokens } from "./account-tokens";
import { REFRESH_MARGIN_MS, sweepExpiringTokens } from "./refresh-tokens";
import { createSocialTestApp } from "./social-accounts-test-kit";
import { socialAccounts } from "./social-accounts.tables";
import { socialRuntime } from "./social-runtime";

/** Canva Connect linked from the product against the fake Canva (scripts/fake-platforms/canva.ts). */
const clock = new ManualClock();
const { app, fake, user, consent } = await createSocialTestApp({
  clock,
  env: { CANVA_CLIENT_ID: "wordloom-canva-client", CANVA_CLIENT_SECRET: "wordloom-canva-secret" },
});
const deps = () => ({ db: app.ctx.db, clock, runtime: socialRuntime(app.ctx) });
const rowOf = async (id: string) => {
  const [row] = await app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.id, id));
  if (!row) {
    throw new Error("no row");
  }
  return row;
};
const FOUR_HOURS = 4 * 60 * 60 * 1000;

const linkCanva = async () => {
  const owner = await user();
  const { authorizationUrl } = await owner.api.startLinking({ params: { platform: "canva" }, body: { product: "content" } });
  const back = await consent(authorizationUrl);
  const { account } = await owner.api.completeLinking({ params: { platform: "canva" }, body: { code: back.code, state: back.state } });
  return { owner, account, authorizationUrl };
};

describe("Canva from the product", () => {
  it("is linkable once CANVA_CLIENT_ID and CANVA_CLIENT_SECRET are set", async () => {
    const { api } = await user();
    const { items } = await api.listPlatforms();
    expect(items.find((platform) => platform.id === "canva")).toMatchObject({
      name: "Canva",
      availability: "configured",
      linking: "oauth",
      setup: [],
    });
  });

  it("links through the consent page with PKCE (s256): the account carries the Canva user and display name", async () => {
    const { account, authorizationUrl } = await linkCanva();
    const url = new URL(authorizationUrl);
    expect(url.pathname).toBe("/www.canva.com/api/oauth/authorize");
    expect(url.searchParams.get("redirect_uri")).toBe("http://wordloom.test/oauth/callback/canva");
    expect(url.searchParams.get("code_challenge_method")).toBe("s256");
    expect(account).toMatchObject({ platform: "canva", platformUserId: "oUfakeCanvaUser", username: fake.kit.user("canva").name });
    const row = await rowOf(account.id);
    expect(row.accessTokenSealed).toMatch(/^v1\./);
    expect(row.accessTokenExpiresAt?.getTime()).toBe(clock.now().getTime() + FOUR_HOURS);
  });

  it("the sweeper refreshes near expiry and stores the rotated refresh token; the old one is dead at Canva", async () => {
    const { owner, account } = await linkCanva();
    const before = openTokens(await rowOf(account.id), deps().runtime.cipher);
    clock.advance(FOUR_HOURS - REFRESH_MARGIN_MS + 60_000);
    const counts = await sweepExpiringTokens(deps(), { ownerIds: [owner.user.id] });
    expect(counts.refreshed).toBeGreaterThanOrEqual(1);
    const after = openTokens(await rowOf(account.id), deps().runtime.cipher);
    expect(after.refreshToken).toBeTruthy();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(fake.kit.isLiveAccessToken("canva", after.accessToken)).toBe(true);
    expect(fake.kit.refreshTokens("canva", before.refreshToken ?? "", { accessTtlSeconds: 1, rotate: true })).toBeUndefined();
  });

  it("removing the account revokes it at Canva", async () => {
    const { owner, account } = await linkCanva();
    const tokens = openTokens(await rowOf(account.id), deps().runtime.cipher);
    await owner.api.removeSocialAccount({ params: { id: account.id } });
    expect(fake.kit.isLiveAccessToken("canva", tokens.accessToken)).toBe(false);
    const revokes = fake.requests("canva").filter((request) => request.path === "/rest/v1/oauth/revoke");
    expect(revokes.length).toBeGreaterThanOrEqual(2);
  });
});
