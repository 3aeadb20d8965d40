import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { admins, users } from "../account/users.tables";

/**
 * One signed-in device (a refresh-token family). Users and admins have separate sessions: a
 * session belongs to exactly one of them, and its audience says which.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    audience: text("audience").$type<"user" | "admin">().notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("auth_sessions_user_idx").on(table.userId),
    check(
      "auth_sessions_owner_check",
      sql`(${table.audience} = 'user' AND ${table.userId} IS NOT NULL AND ${table.adminId} IS NULL) OR (${table.audience} = 'admin' AND ${table.adminId} IS NOT NULL AND ${table.userId} IS NULL)`,
    ),
  ],
);

/** Access and refresh tokens, stored only as SHA-256 hashes. A used refresh token is kept to detect reuse. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"access" | "refresh">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** A spent refresh token's: the pair it was traded for, sealed (successor-tokens.ts) for the grace window, then wiped. */
    successorSeal: text("successor_seal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("auth_tokens_session_idx").on(table.sessionId)],
);
