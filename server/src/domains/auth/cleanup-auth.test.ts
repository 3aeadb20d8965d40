import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../clock";
import { authSessions, authTokens } from "./sessions.tables";
import { rateLimits } from "../../plugins/rate-limits.tables";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { revokeSession } from "./sessions";
import { cleanupAuthState } from "./cleanup-auth";
import { REFRESH_GRACE_SECONDS } from "./rotate-refresh-token";
import { hashToken } from "./tokens";

const clock = new ManualClock("2026-03-01T09:00:00Z");
const app = await createTestApp({ clock });

describe("cleanupAuthState", () => {
  it("removes expired tokens, long-revoked sessions and finished rate-limit windows, and keeps live ones", async () => {
    const old = await buildUser(app.ctx);
    await revokeSession(app.ctx, (await app.ctx.db.select().from(authSessions).where(eq(authSessions.userId, old.user.id)))[0]?.id ?? "");
    await app.ctx.db.insert(rateLimits).values({ key: `cleanup-test-${old.user.id}`, count: 3, resetAt: clock.now() });

    clock.advanceDays(app.config.refreshTokenTtlDays + 2);
    const fresh = await buildUser(app.ctx);
    await cleanupAuthState(app.ctx);

    const oldSessions = await app.ctx.db.select().from(authSessions).where(eq(authSessions.userId, old.user.id));
    expect(oldSessions).toHaveLength(0);
    const freshSessions = await app.ctx.db.select().from(authSessions).where(eq(authSessions.userId, fresh.user.id));
    expect(freshSessions).toHaveLength(1);
    const freshTokens = await app.ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.sessionId, freshSessions[0]?.id ?? ""));
    expect(freshTokens).toHaveLength(2);
    const windows = await app.ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `cleanup-test-${old.user.id}`));
    expect(windows).toHaveLength(0);
    expect((await app.clientFor(fresh.accessToken).me()).id).toBe(fresh.user.id);
  });

  it("wipes a spent refresh token's sealed successor once its grace window is over", async () => {
    const session = await buildUser(app.ctx);
    await app.client.refresh({ body: { refreshToken: session.refreshToken } });
    const sealOf = async () =>
      (
        await app.ctx.db
          .select()
          .from(authTokens)
          .where(eq(authTokens.tokenHash, hashToken(session.refreshToken)))
      )[0]?.successorSeal;
    expect(await sealOf()).toEqual(expect.any(String));

    await cleanupAuthState(app.ctx);
    expect(await sealOf()).toEqual(expect.any(String));

    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    await cleanupAuthState(app.ctx);
    expect(await sealOf()).toBeNull();
  });
});
