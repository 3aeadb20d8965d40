import { randomBytes } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import { POST_TYPES, PLATFORM_NAMES } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import type { FileAnswer } from "../../file-answer";
import { notFound } from "../../errors";
import type { CampaignActor } from "./campaign.policy";
import { campaignCalendarFeeds, campaignPostTargets, campaignPosts, campaigns } from "./campaigns.tables";
import { loadCampaign } from "./find-campaign";

type Deps = Pick<AppContext, "db" | "clock">;

/** Each VEVENT lasts this long in the subscriber's calendar (a post is a moment; 15 minutes keeps it visible). */
const EVENT_MINUTES = 15;

const feedUrl = (origin: string, token: string) => `${origin}/api/calendars/${token}.ics`;

const answer = (origin: string, row: { token: string; createdAt: Date } | undefined) => ({
  url: row ? feedUrl(origin, row.token) : null,
  createdAt: row?.createdAt.toISOString() ?? null,
});

export const getCalendarFeed = async (deps: Deps, actor: CampaignActor, campaignId: string, origin: string) => {
  const campaign = await loadCampaign(deps.db, actor, "manageCalendarFeed", campaignId);
  const [row] = await deps.db.select().from(campaignCalendarFeeds).where(eq(campaignCalendarFeeds.campaignId, campaign.id)).limit(1);
  return answer(origin, row);
};

/** Creates the private link, or replaces it: 32 random bytes, so the old link stops working at once. */
export const rotateCalendarFeed = async (deps: Deps, actor: CampaignActor, campaignId: string, origin: string) => {
  const campaign = await loadCampaign(deps.db, actor, "manageCalendarFeed", campaignId);
  const values = { campaignId: campaign.id, token: randomBytes(32).toString("base64url"), createdAt: deps.clock.now() };
  const [row] = await deps.db
    .insert(campaignCalendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: campaignCalendarFeeds.campaignId, set: { token: values.token, createdAt: values.createdAt } })
    .returning();
  return answer(origin, row);
};

export const revokeCalendarFeed = async (deps: Deps, actor: CampaignActor, campaignId: string, origin: string) => {
  const campaign = await loadCampaign(deps.db, actor, "manageCalendarFeed", campaignId);
  await deps.db.delete(campaignCalendarFeeds).where(eq(campaignCalendarFeeds.campaignId, campaign.id));
  return answer(origin, undefined);
};

const STATUS: Record<string, EventAttributes["status"]> = {
  pending: "TENTATIVE",
  active: "CONFIRMED",
  posted: "CONFIRMED",
  failed: "CANCELLED",
};

/**
 * The plan as iCalendar (RFC 5545, written by the `ics` package): one VEVENT per post at its publish
 * time, with its type, platforms and the start of its text. The token is the only credential: an
 * unknown or revoked one answers 404.
 */
export const renderCalendar = async (deps: Deps, file: string, webOrigin: string): Promise<FileAnswer> => {
  const token = file.replace(/\.ics$/, "");
  const [feed] = await deps.db.select().from(campaignCalendarFeeds).where(eq(campaignCalendarFeeds.token, token)).limit(1);
  const [campaign] = feed ? await deps.db.select().from(campaigns).where(eq(campaigns.id, feed.campaignId)).limit(1) : [];
  if (!feed || !campaign) {
    throw notFound("Calendar not found.");
  }
  const posts = await deps.db
    .select()
    .from(campaignPosts)
    .where(eq(campaignPosts.campaignId, campaign.id))
    .orderBy(asc(campaignPosts.publishAt));
  const targets = posts.length
    ? await deps.db
        .select({ postId: campaignPostTargets.postId, platform: campaignPostTargets.platform })
        .from(campaignPostTargets)
        .where(
          inArray(
            campaignPostTargets.postId,
            posts.map((post) => post.id),
          ),
        )
    : [];
  const stamp = deps.clock.now().getTime();
  const events: EventAttributes[] = posts.map((post) => {
    const platforms = [...new Set(targets.filter((target) => target.postId === post.id).map((target) => PLATFORM_NAMES[target.platform]))];
    const label = post.title.trim() || post.content.trim().slice(0, 60) || POST_TYPES[post.type].displayName;
    return {
      uid: `${post.id}@wordloom`,
      start: post.publishAt.getTime(),
      startInputType: "utc",
      startOutputType: "utc",
      duration: { minutes: EVENT_MINUTES },
      timestamp: stamp,
      title: `${POST_TYPES[post.type].displayName}: ${label}`,
      description: [
        platforms.length ? `Platforms: ${platforms.join(", ")}` : "No account chosen yet",
        `Status: ${post.status}${post.isRestricted ? " (restricted)" : ""}`,
        "",
        post.content.slice(0, 1_000),
      ].join("\n"),
      url: `${webOrigin}/app/campaign/post/${post.id}`,
      status: STATUS[post.status] ?? "TENTATIVE",
      categories: platforms.length ? platforms : ["Unassigned"],
    };
  });
  const { error, value } = createEvents(events, { productId: "wordloom/campaigns", calName: campaign.title, method: "PUBLISH" });
  if (error || !value) {
    throw error ?? new Error("calendar could not be written");
  }
  return {
    bytes: Buffer.from(value, "utf8"),
    contentType: "text/calendar; charset=utf-8",
    fileName: `${campaign.title || "campaign"}.ics`,
  };
};
