import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/users.tables";
import { socialAccounts } from "../social-accounts/social-accounts.tables";

/** What one target of a post is doing (handbook platforms.md §2.1). */
export const TARGET_STATES = ["scheduled", "publishing", "posted", "failed", "outcome_unknown", "missed", "cancelled"] as const;
export type EngineTargetState = (typeof TARGET_STATES)[number];

/** The rolled-up status of a post (spec 4 §4 plus partial). */
export const ENGINE_POST_STATES = ["pending", "active", "posted", "failed", "partial"] as const;
export type EnginePostState = (typeof ENGINE_POST_STATES)[number];

export interface PlannedMedia {
  kind: "image" | "gif" | "video" | "pdf";
  mimeType: string;
  fileName: string;
  /** Stored file under DATA_DIR/media (served at /media/<path>), read for uploads. */
  storedPath: string;
  byteLength: number;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

export interface PlannedContent {
  text: string;
  /** The X version of the text (platformContent), when the post has one. */
  xText?: string | null;
  title?: string;
  link?: string;
  tags?: string[];
  media: PlannedMedia[];
  mail?: { to: string[]; cc: string[]; bcc: string[]; subject: string; html: string; attachments: PlannedMedia[] };
}

/**
 * A post as the publishing engine knows it: a snapshot of what will be published, when, and the
 * switches that stop it (restricted, held while its campaign is paused). One row per campaign post.
 */
export const enginePosts = pgTable(
  "publishing_engine_posts",
  {
    /** The campaign post's id (or any caller's id: the engine does not read other domains' tables). */
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id"),
    title: text("title").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    content: jsonb("content").$type<PlannedContent>().notNull(),
    /** Restricted posts are never auto-published (spec 4 §4). */
    restricted: boolean("restricted").notNull().default(false),
    /** Held while the campaign is paused or not activated. */
    held: boolean("held").notNull().default(false),
    status: text("status").$type<EnginePostState>().notNull().default("pending"),
    partialCompletionMessage: text("partial_completion_message"),
    lastStatusCheckAt: timestamp("last_status_check_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("publishing_engine_posts_owner_idx").on(table.ownerId)],
);
export type EnginePostRow = typeof enginePosts.$inferSelect;

/** Steps of a multi-step publish that the platform confirmed, so a restarted worker resumes after the last one. */
export interface ConfirmedSteps {
  /** Media uploaded, by index in the post's media list. */
  media?: Record<string, { platformMediaId: string; kind: PlannedMedia["kind"] }>;
  /** A prepared container (Instagram), ready to publish. */
  prepared?: string;
  /** Mail batches (≤ 100 recipients each) already sent. */
  mailBatchesSent?: number;
}

/**
 * One post × account: its own state machine, attempt reservation and confirmed steps. The exactly-once
 * rule: `attempt_id` is reserved before any platform call; `create_sent_at` is written (guarded by the
 * attempt id) just before the create request, so a target found with it set and no answer is
 * outcome_unknown, never published again automatically.
 */
export const engineTargets = pgTable(
  "publishing_engine_targets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => enginePosts.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").notNull(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => socialAccounts.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    /** A Page, organisation, Instagram account or playlist of the account, or null for the account itself. */
    destinationId: text("destination_id"),
    postType: text("post_type").notNull().default("post"),
    options: jsonb("options").$type<Record<string, string | number | boolean>>().notNull().default({}),
    state: text("state").$type<EngineTargetState>().notNull().default("scheduled"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** When the next attempt may run (a retry's backoff or a rate-limit hold); null = at due_at. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The user asked for it now (instant post, Post Now, re-upload): published even if restricted or held. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    attemptId: uuid("attempt_id"),
    attemptStartedAt: timestamp("attempt_started_at", { withTimezone: true }),
    createSentAt: timestamp("create_sent_at", { withTimezone: true }),
    steps: jsonb("steps").$type<ConfirmedSteps>().notNull().default({}),
    platformPostId: text("platform_post_id"),
    url: text("url"),
    errorKind: text("error_kind"),
    error: text("error"),
    /** The account must be linked again (auth_expired or needs_reconnect). */
    needsReconnect: boolean("needs_reconnect").notNull().default(false),
    /** A settled outcome_unknown: how it was settled. */
    settledBy: text("settled_by"),
    postedAt: timestamp("posted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("publishing_engine_targets_due_idx").on(table.state, table.dueAt),
    index("publishing_engine_targets_post_idx").on(table.postId),
    index("publishing_engine_targets_account_idx").on(table.accountId),
  ],
);
export type EngineTargetRow = typeof engineTargets.$inferSelect;

/** A hold on an account's (or, for Meta, the app's) publishing until a rate limit resets. */
export const publishingHolds = pgTable("publishing_engine_holds", {
  key: text("key").primaryKey(),
  until: timestamp("until", { withTimezone: true }).notNull(),
  reason: text("reason").notNull(),
});

/** Per provider: the last success and the last error kind (the platforms page's health line). */
export const providerHealth = pgTable("publishing_engine_provider_health", {
  platform: text("platform").primaryKey(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  lastErrorKind: text("last_error_kind"),
  lastErrorMessage: text("last_error_message"),
});
