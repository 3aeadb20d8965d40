import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildSocialAccount } from "../../../test/factories";
import { ManualClock } from "../../clock";
import { startUserSession } from "../auth/sessions";
import { openTokens, sealedTokenColumns } from "./account-tokens";
import { REFRESH_MARGIN_MS, sweepExpiringTokens } from "./refresh-tokens";
import { createSocialTestApp } from "./social-accounts-test-kit";
import { socialAccounts } from "./social-accounts.tables";
import { socialRuntime } from "./social-runtime";
import { createTokenCipher } from "./token-cipher";

const clock = new ManualClock();
const { app, fake, user, linkX } = await createSocialTestApp({ clock });
const deps = () => ({ db: app.ctx.db, clock, runtime: socialRuntime(app.ctx) });
const rowOf = async (id: string) => {
  const [row] = await app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.id, id));
  if (!row) {
    throw new Error("no row");
  }
  return row;
};
const TWO_HOURS = 2 * 60 * 60 * 1000;

describe("token refresh sweeper", () => {
  it("leaves tokens alone until they expire within the margin, then refreshes and stores the rotated refresh token", async () => {
    const owner = await user();
    const { account } = await linkX(owner.api);
    const before = openTokens(await rowOf(account.id), deps().runtime.cipher);

    clock.advance(TWO_HOURS - REFRESH_MARGIN_MS - 60_000);
    await sweepExpiringTokens(deps(), { ownerIds: [owner.user.id] });
    expect(openTokens(await rowOf(account.id), deps().runtime.cipher).accessToken).toBe(before.accessToken);

    clock.advance(2 * 60_000);
    const counts = await sweepExpiringTokens(deps(), { ownerIds: [owner.user.id] });
    expect(counts.refreshed).toBeGreaterThanOrEqual(1);
    const row = await rowOf(account.id);
    const after = openTokens(row, deps().runtime.cipher);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBeTruthy();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(row.accessTokenExpiresAt?.getTime()).toBe(clock.now().getTime() + TWO_HOURS);
    expect(row.status).toBe("linked");
    // The new access token works at X.
    expect(fake.kit.isLiveAccessToken("x", after.accessToken)).toBe(true);
  });

  it("marks the account needs_reconnect with X's reason when the grant was revoked, and the platforms list shows it", async () => {
    const owner = await user();
    const { account } = await linkX(owner.api);
    fake.revokeAll("x");
    clock.advance(TWO_HOURS);
    await sweepExpiringTokens(deps(), { ownerIds: [owner.user.id] });
    const row = await rowOf(account.id);
    expect(row.status).toBe("needs_reconnect");
    expect(row.statusReason).toMatch(/^X: .*invalid/);
    // The session's access token expired with the clock: sign in again.
    const api = app.clientFor((await startUserSession(app.ctx, owner.user.id)).accessToken);
    const listed = (await api.listSocialAccounts()).items[0];
    expect(listed).toMatchObject({ status: "needs_reconnect", statusReason: row.statusReason });
    // Reconnecting links it again.
    const again = await linkX(api);
    expect(again.account).toMatchObject({ id: account.id, status: "linked", statusReason: null });
  });

  it("keeps the tokens and the linked state when X is unreachable: the next sweep tries again", async () => {
    const owner = await user();
    const { account } = await linkX(owner.api);
    const before = await rowOf(account.id);
    clock.advance(TWO_HOURS);
    fake.addFault({ platform: "x", pathIncludes: "/2/oauth2/token", mode: "respond", status: 503, times: 20 });
    const counts = await sweepExpiringTokens(deps(), { ownerIds: [owner.user.id] });
    expect(counts.retry_later).toBeGreaterThanOrEqual(1);
    const row = await rowOf(account.id);
    expect(row).toMatchObject({
      status: "linked",
      accessTokenSealed: before.accessTokenSealed,
      refreshTokenSealed: before.refreshTokenSealed,
    });
    await fetch(`${fake.baseUrl}/_faults`, { method: "DELETE" });
  });

  it("goes on past an account whose tokens no configured secret opens, counting it unreadable", async () => {
    const owner = await user();
    const { account } = await linkX(owner.api);
    const stranger = createTokenCipher("a-secret-nobody-configured-at-least-32-chars");
    const lost = await buildSocialAccount(app.ctx, owner.user);
    await app.ctx.db
      .update(socialAccounts)
      .set({ accessTokenSealed: stranger.seal("lost-access"), refreshTokenSealed: stranger.seal("lost-refresh") })
      .where(eq(socialAccounts.id, lost.id));
    clock.advance(TWO_HOURS);
    const counts = await sweepExpiringTokens(deps(), { ownerIds: [owner.user.id] });
    expect(counts).toMatchObject({ unreadable: 1, refreshed: 1 });
    expect((await rowOf(account.id)).status).toBe("linked");
    expect((await rowOf(lost.id)).status).toBe("linked");
  });

  it("never replaces a stored refresh token with an empty one", () => {
    const cipher = createTokenCipher("a-test-app-secret-of-at-least-32-characters");
    const stored = { refreshTokenSealed: cipher.seal("kept-refresh") };
    const columns = sealedTokenColumns({ accessToken: "new-access" }, cipher, stored);
    expect(columns.refreshTokenSealed).toBe(stored.refreshTokenSealed);
    expect(cipher.open(columns.accessTokenSealed)).toBe("new-access");
  });

  it("the sweep runs as a pg-boss job on its own queue", async () => {
    const queue = await app.boss.getQueue("social-accounts.refresh-tokens");
    expect(queue?.policy).toBe("singleton");
  });
});
