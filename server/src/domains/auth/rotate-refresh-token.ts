import { and, eq, gt, isNull } from "drizzle-orm";
import type { Tokens } from "@wordloom/shared/model";
import { addSeconds } from "../../clock";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { authSessions, authTokens } from "./sessions.tables";
import { issueUserTokens, revokeSession } from "./sessions";
import { openSuccessor, sealSuccessor } from "./successor-tokens";
import { hashToken } from "./tokens";

type SessionDeps = Pick<AppContext, "db" | "clock" | "config">;

/**
 * How long a just-spent refresh token still answers with the pair it was traded for. Long enough
 * for two tabs that refresh at once or a client that retries after a lost answer; short enough that
 * a stolen token replayed later still revokes the session.
 */
export const REFRESH_GRACE_SECONDS = 10;

const sessionEnded = () => new AppError("UNAUTHENTICATED", "Your session has ended. Please sign in again.");

const liveUserOfSession = async (db: Database, sessionId: string): Promise<string | null> => {
  const [session] = await db
    .select({ userId: authSessions.userId })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), eq(authSessions.audience, "user")))
    .limit(1);
  return session?.userId ?? null;
};

/**
 * Rotates a refresh token: the presented token is spent and a new pair is issued, in one
 * transaction, so a concurrent refresh with the same token waits for it and then sees the spent
 * token together with its sealed successor. Within the grace window that repeat gets the same
 * pair; after it, presenting a spent token means it leaked, and the whole session (token family)
 * is revoked.
 */
export const rotateRefreshToken = async (deps: SessionDeps, refreshToken: string): Promise<{ userId: string; tokens: Tokens }> => {
  const now = deps.clock.now();
  const tokenHash = hashToken(refreshToken);
  const isRefreshToken = and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, "refresh"));
  const rotated = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(isRefreshToken, isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
      .returning({ id: authTokens.id, sessionId: authTokens.sessionId });
    if (!claimed) {
      return null;
    }
    const userId = await liveUserOfSession(tx, claimed.sessionId);
    if (!userId) {
      return { userId: null };
    }
    const tokens = await issueUserTokens({ ...deps, db: tx }, claimed.sessionId);
    await tx
      .update(authTokens)
      .set({ successorSeal: sealSuccessor(refreshToken, tokens) })
      .where(eq(authTokens.id, claimed.id));
    return { userId, tokens };
  });
  if (rotated?.userId && rotated.tokens) {
    return { userId: rotated.userId, tokens: rotated.tokens };
  }
  if (rotated) {
    throw sessionEnded();
  }
  return repeatOfSpentToken(deps, refreshToken);
};

/** A refresh with a token that is already spent: the same pair within the grace window, else the family is revoked. */
const repeatOfSpentToken = async (deps: SessionDeps, refreshToken: string): Promise<{ userId: string; tokens: Tokens }> => {
  const now = deps.clock.now();
  const [spent] = await deps.db
    .select({ sessionId: authTokens.sessionId, usedAt: authTokens.usedAt, successorSeal: authTokens.successorSeal })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(refreshToken)), eq(authTokens.kind, "refresh")))
    .limit(1);
  if (!spent?.usedAt) {
    // Unknown, or expired without ever being used.
    throw sessionEnded();
  }
  const withinGrace = now.getTime() <= addSeconds(spent.usedAt, REFRESH_GRACE_SECONDS).getTime();
  const successor = withinGrace && spent.successorSeal ? openSuccessor(refreshToken, spent.successorSeal) : null;
  const userId = successor ? await liveUserOfSession(deps.db, spent.sessionId) : null;
  if (successor && userId) {
    return { userId, tokens: successor };
  }
  await revokeSession(deps, spent.sessionId);
  throw sessionEnded();
};
