import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Tokens } from "@wordloom/shared/model";
import { addDays, addSeconds } from "../../clock";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { admins, users, type AdminRow, type UserRow } from "../account/users.tables";
import { authSessions, authTokens } from "./sessions.tables";
import { AppError } from "../../errors";
import { hashToken, newToken, TOKEN_PREFIX } from "./tokens";

type SessionDeps = Pick<AppContext, "db" | "clock" | "config">;

/** Admin sessions have no refresh token; they last a working day. */
const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

export const issueUserTokens = async ({ db, clock, config }: SessionDeps, sessionId: string): Promise<Tokens> => {
  const now = clock.now();
  const accessToken = newToken(TOKEN_PREFIX.access);
  const refreshToken = newToken(TOKEN_PREFIX.refresh);
  const accessTokenExpiresAt = addSeconds(now, config.accessTokenTtlSeconds);
  await db.insert(authTokens).values([
    { sessionId, kind: "access", tokenHash: hashToken(accessToken), expiresAt: accessTokenExpiresAt, createdAt: now },
    {
      sessionId,
      kind: "refresh",
      tokenHash: hashToken(refreshToken),
      expiresAt: addDays(now, config.refreshTokenTtlDays),
      createdAt: now,
    },
  ]);
  return { accessToken, refreshToken, accessTokenExpiresAt: accessTokenExpiresAt.toISOString() };
};

/** Starts a session (one device) for a user and hands out its first tokens. */
export const startUserSession = async (deps: SessionDeps, userId: string, userAgent?: string): Promise<Tokens> => {
  const [session] = await deps.db
    .insert(authSessions)
    .values({ audience: "user", userId, userAgent: userAgent?.slice(0, 300) ?? null, createdAt: deps.clock.now() })
    .returning({ id: authSessions.id });
  if (!session) {
    throw new AppError("INTERNAL");
  }
  return issueUserTokens(deps, session.id);
};

export const startAdminSession = async (deps: SessionDeps, adminId: string) => {
  const now = deps.clock.now();
  const [session] = await deps.db
    .insert(authSessions)
    .values({ audience: "admin", adminId, createdAt: now })
    .returning({ id: authSessions.id });
  if (!session) {
    throw new AppError("INTERNAL");
  }
  const accessToken = newToken(TOKEN_PREFIX.admin);
  const expiresAt = addSeconds(now, ADMIN_SESSION_SECONDS);
  await deps.db
    .insert(authTokens)
    .values({ sessionId: session.id, kind: "access", tokenHash: hashToken(accessToken), expiresAt, createdAt: now });
  return { accessToken, accessTokenExpiresAt: expiresAt.toISOString() };
};

export interface UserPrincipal {
  kind: "user";
  sessionId: string;
  user: UserRow;
}
export interface AdminPrincipal {
  kind: "admin";
  sessionId: string;
  admin: AdminRow;
}
export type Principal = UserPrincipal | AdminPrincipal;

const liveAccessToken = (token: string, now: Date) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.kind, "access"),
    gt(authTokens.expiresAt, now),
    isNull(authSessions.revokedAt),
  );

/**
 * The user lookup behind every authenticated request, built once per database as a prepared
 * statement: building this join through drizzle on each request was half the lookup's CPU time
 * (measured for scripts/bench/api.ts), and PostgreSQL also skips parsing and planning it again.
 */
const prepareUserLookup = (db: Database) =>
  db
    .select({ user: users, sessionId: authSessions.id })
    .from(authTokens)
    .innerJoin(authSessions, eq(authSessions.id, authTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder("tokenHash")),
        eq(authTokens.kind, "access"),
        gt(authTokens.expiresAt, sql.placeholder("now")),
        isNull(authSessions.revokedAt),
        eq(authSessions.audience, "user"),
      ),
    )
    .limit(1)
    .prepare("find_user_by_access_token");
const userLookups = new WeakMap<Database, ReturnType<typeof prepareUserLookup>>();

/** The user behind a live access token, in one query; null for unknown, expired or revoked tokens. */
export const findUserByAccessToken = async (
  { db, clock }: Pick<AppContext, "db" | "clock">,
  token: string,
): Promise<UserPrincipal | null> => {
  let lookup = userLookups.get(db);
  if (!lookup) {
    lookup = prepareUserLookup(db);
    userLookups.set(db, lookup);
  }
  // Placeholders skip the column's encoder, so the time goes in as the ISO string drizzle would send.
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: clock.now().toISOString() });
  return row ? { kind: "user", sessionId: row.sessionId, user: row.user } : null;
};

export const findAdminByAccessToken = async (
  { db, clock }: Pick<AppContext, "db" | "clock">,
  token: string,
): Promise<AdminPrincipal | null> => {
  const [row] = await db
    .select({ admin: admins, sessionId: authSessions.id })
    .from(authTokens)
    .innerJoin(authSessions, eq(authSessions.id, authTokens.sessionId))
    .innerJoin(admins, eq(admins.id, authSessions.adminId))
    .where(and(liveAccessToken(token, clock.now()), eq(authSessions.audience, "admin")))
    .limit(1);
  return row ? { kind: "admin", sessionId: row.sessionId, admin: row.admin } : null;
};

export const revokeSession = async ({ db, clock }: Pick<AppContext, "db" | "clock">, sessionId: string): Promise<void> => {
  await db
    .update(authSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
};

export const revokeAllUserSessions = async ({ db, clock }: Pick<AppContext, "db" | "clock">, userId: string): Promise<void> => {
  await db
    .update(authSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
};
