import { and, isNotNull, lt } from "drizzle-orm";
import { addDays, addSeconds } from "../../clock";
import type { DbDeps } from "../../context";
import { authSessions, authTokens } from "./sessions.tables";
import { rateLimits } from "../../plugins/rate-limits.tables";
import { REFRESH_GRACE_SECONDS } from "./rotate-refresh-token";

/** How long a revoked session is kept (for support questions) before it is removed. */
const REVOKED_SESSION_DAYS = 30;

/**
 * Removes what can no longer matter: tokens past their expiry (a spent refresh token is only
 * needed to detect reuse until it expires), sealed successor pairs past their grace window,
 * long-revoked sessions and finished rate-limit windows.
 */
export const cleanupAuthState = async ({ db, clock }: DbDeps) => {
  const now = clock.now();
  const tokens = await db
    .delete(authTokens)
    .where(lt(authTokens.expiresAt, addDays(now, -1)))
    .returning({ id: authTokens.id });
  const seals = await db
    .update(authTokens)
    .set({ successorSeal: null })
    .where(and(isNotNull(authTokens.successorSeal), lt(authTokens.usedAt, addSeconds(now, -REFRESH_GRACE_SECONDS))))
    .returning({ id: authTokens.id });
  const sessions = await db
    .delete(authSessions)
    .where(and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, addDays(now, -REVOKED_SESSION_DAYS))))
    .returning({ id: authSessions.id });
  const windows = await db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
  return { tokens: tokens.length, successorSeals: seals.length, sessions: sessions.length, rateLimitWindows: windows.length };
};
