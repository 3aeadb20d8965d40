import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type {
  CampaignStatus,
  MailSetup,
  Poll,
  PostGenerationInputs,
  PostMediaPurpose,
  PostStatus,
  TargetStatus,
} from "@wordloom/shared/model";
import type { PostTypeKey, PublishingPlatformId } from "@wordloom/shared/rules";
import { users } from "../account/users.tables";
import { brandVoices } from "../brand-voices/brand-voices.tables";
import { documents } from "../documents/documents.tables";
import { socialAccounts } from "../social-accounts/social-accounts.tables";

/**
 * A campaign (spec document 4 §3 "Schedule / campaign"): a calendar of `totalWeeks` weeks from
 * `startAt`, read in `timeZone` (the owner's profile zone when it was created). Its end date is
 * derived (start date + 7 × weeks − 1 days, shared/rules/campaign-dates.ts), never stored.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    totalWeeks: integer("total_weeks").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    /** "HH:mm" in `timeZone`: the time new posts get. */
    defaultTime: text("default_time").notNull(),
    timeZone: text("time_zone").notNull(),
    status: text("status").$type<CampaignStatus>().notNull().default("pending"),
    isShared: boolean("is_shared").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    brandVoiceId: uuid("brand_voice_id").references(() => brandVoices.id, { onDelete: "set null" }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("campaigns_owner_idx").on(table.ownerId, table.createdAt.desc()), index("campaigns_status_idx").on(table.status)],
);
export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * A scheduled post (spec document 4 §3 "Post"). `week` is stored (recomputed whenever the date or
 * the campaign's start changes) so the list filters by it in SQL. The publisher picks up posts with
 * status pending, not restricted, whose campaign is active, at `publishAt` (campaign_posts_due_idx).
 */
export const campaignPosts = pgTable(
  "campaign_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    category: text("category"),
    categoryKey: text("category_key"),
    type: text("type").$type<PostTypeKey>().notNull(),
    status: text("status").$type<PostStatus>().notNull().default("pending"),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    week: integer("week").notNull(),
    /** gen_content.title and gen_content.content. */
    contentTitle: text("content_title").notNull().default(""),
    content: text("content").notNull().default(""),
    /** platformContent: the X version, or null to use `content`. */
    xContent: text("x_content"),
    contentView: text("content_view").$type<"original" | "twitter">().notNull().default("original"),
    generation: jsonb("generation").$type<Partial<PostGenerationInputs>>().notNull().default({}),
    creationType: text("creation_type").$type<"generated" | "other">().notNull().default("other"),
    docId: uuid("doc_id").references(() => documents.id, { onDelete: "set null" }),
    isRestricted: boolean("is_restricted").notNull().default(false),
    isChanged: boolean("is_changed").notNull().default(false),
    isShared: boolean("is_shared").notNull().default(false),
    ownComments: jsonb("own_comments").$type<Partial<Record<PublishingPlatformId, string[]>>>().notNull().default({}),
    slides: jsonb("slides").$type<{ title: string; content: string; imageMediaId?: string | null }[]>().notNull().default([]),
    poll: jsonb("poll").$type<Poll>(),
    mail: jsonb("mail").$type<MailSetup>(),
    mediaJob: jsonb("media_job").$type<{ isProcessing: boolean; status: string }>(),
    lastStatusCheckAt: timestamp("last_status_check_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // The list's order; the type, status and date filters are read along it (≤ 2,000 posts a campaign).
    index("campaign_posts_campaign_idx").on(table.campaignId, table.publishAt),
    index("campaign_posts_due_idx").on(table.status, table.publishAt),
    // The week filter and the weekly type limit counted on every create, move and type change.
    index("campaign_posts_campaign_week_idx").on(table.campaignId, table.week, table.type),
    // Duplicate-content warnings (compute-warnings.ts contentKey: the same expression).
    index("campaign_posts_content_idx").on(table.campaignId, sql`md5(lower(btrim(regexp_replace("content", '\\s+', ' ', 'g'))))`),
  ],
);
export type CampaignPostRow = typeof campaignPosts.$inferSelect;

/**
 * One account a post goes to (spec document 4 §3 "SocialMedia entry"), with its own status. The
 * publisher writes status, url, error, externalId and postedAt; the editor writes the rest.
 */
export const campaignPostTargets = pgTable(
  "campaign_post_targets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => campaignPosts.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => socialAccounts.id, { onDelete: "cascade" }),
    platform: text("platform").$type<PublishingPlatformId>().notNull(),
    /** A LinkedIn organisation, Facebook Page, YouTube channel or playlist id (social_account_targets.target_id). */
    destinationId: text("destination_id"),
    destinationKind: text("destination_kind"),
    destinationName: text("destination_name"),
    /** The limits registry's post type on this platform. */
    postType: text("post_type").notNull(),
    status: text("status").$type<TargetStatus>().notNull().default("pending"),
    url: text("url"),
    error: text("error"),
    partialCompletionMessage: text("partial_completion_message"),
    /** The platform's id of the published post (the publisher's). */
    externalId: text("external_id"),
    playlists: text("playlists")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    madeForKids: boolean("made_for_kids").notNull().default(false),
    publishable: boolean("publishable").notNull().default(true),
    reasons: text("reasons")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    postedAt: timestamp("posted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("campaign_post_targets_post_account_key").on(table.postId, table.accountId, sql`coalesce(${table.destinationId}, '')`),
    index("campaign_post_targets_account_idx").on(table.accountId),
  ],
);
export type CampaignPostTargetRow = typeof campaignPostTargets.$inferSelect;

/** A post's media (spec document 4 §3 "media_Files"): uploaded files, links and mail banner/attachments. */
export const campaignPostMedia = pgTable(
  "campaign_post_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => campaignPosts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"image" | "gif" | "video" | "document" | "url">().notNull(),
    purpose: text("purpose").$type<PostMediaPurpose>().notNull().default("post"),
    title: text("title").notNull().default(""),
    /** Under DATA_DIR/media for an upload; null for a link. */
    storedPath: text("stored_path"),
    /** The link itself for a url or a third-party asset. */
    externalUrl: text("external_url"),
    mimeType: text("mime_type").notNull(),
    byteLength: integer("byte_length").notNull().default(0),
    width: integer("width"),
    height: integer("height"),
    durationSeconds: real("duration_seconds"),
    thumbnailPath: text("thumbnail_path"),
    isThirdParty: boolean("is_third_party").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("campaign_post_media_post_idx").on(table.postId, table.position)],
);
export type CampaignPostMediaRow = typeof campaignPostMedia.$inferSelect;

/**
 * A campaign's private calendar link (beyond the spec): GET /api/calendars/<token>.ics answers the
 * plan as iCalendar. One per campaign; rotating replaces the token, revoking deletes the row.
 */
export const campaignCalendarFeeds = pgTable("campaign_calendar_feeds", {
  campaignId: uuid("campaign_id")
    .primaryKey()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
export type CampaignCalendarFeedRow = typeof campaignCalendarFeeds.$inferSelect;
