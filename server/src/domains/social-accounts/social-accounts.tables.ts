import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/users.tables";

export const SOCIAL_ACCOUNT_STATUSES = ["linked", "needs_reconnect"] as const;
export type SocialAccountStatus = (typeof SOCIAL_ACCOUNT_STATUSES)[number];

/**
 * A platform account a user linked (spec document 4 §3 "Social account"): one row per user,
 * platform and platform user id. Tokens are sealed with token-cipher.ts and never leave the server.
 */
export const socialAccounts = pgTable(
  "social_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    platformUserId: text("platform_user_id").notNull(),
    username: text("username").notNull(),
    displayName: text("display_name"),
    pictureUrl: text("picture_url"),
    isPremium: boolean("is_premium").notNull().default(false),
    accessTokenSealed: text("access_token_sealed").notNull(),
    refreshTokenSealed: text("refresh_token_sealed"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope").notNull().default(""),
    status: text("status").$type<SocialAccountStatus>().notNull().default("linked"),
    /** Why the user must reconnect (the platform's refusal, in words). */
    statusReason: text("status_reason"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("social_accounts_owner_platform_user_key").on(table.ownerId, table.platform, table.platformUserId),
    index("social_accounts_refresh_idx").on(table.status, table.accessTokenExpiresAt),
  ],
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;

/** Where a linked account publishes (LinkedIn organisations, Facebook Pages, YouTube playlists, …), as the user chose. */
export const socialAccountTargets = pgTable(
  "social_account_targets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => socialAccounts.id, { onDelete: "cascade" }),
    targetId: text("target_id").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    pictureUrl: text("picture_url"),
    parentId: text("parent_id"),
    /** The target's own token where the platform issues one (Facebook Page tokens), sealed. */
    accessTokenSealed: text("access_token_sealed"),
    chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("social_account_targets_account_target_key").on(table.accountId, table.targetId)],
);

export type SocialAccountTargetRow = typeof socialAccountTargets.$inferSelect;

/**
 * An OAuth round trip in flight: single use (deleted when the callback redeems it), bound to the
 * user and the platform, valid 10 minutes. The PKCE verifier stays here, sealed, never in the browser.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    id: text("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    codeVerifierSealed: text("code_verifier_sealed"),
    redirectUri: text("redirect_uri").notNull(),
    /** The product variant the user linked from (writing, content, proof): where the callback sends them back. */
    product: text("product").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("oauth_states_expires_idx").on(table.expiresAt)],
);

export type OAuthStateRow = typeof oauthStates.$inferSelect;
