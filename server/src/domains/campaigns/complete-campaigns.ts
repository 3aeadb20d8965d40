import { campaignEndsAt } from "@wordloom/shared/rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { WorkerDeps } from "../../context";
import { datesOf } from "./campaign-dates-of";
import { campaignPostTargets, campaignPosts, campaigns, type CampaignRow } from "./campaigns.tables";

type Deps = Pick<WorkerDeps, "db" | "clock" | "events">;

/**
 * How many of the campaign's posts are still to be published: active ones (publishing, or some
 * targets settled and others waiting) and pending ones that would go out (not restricted, with at
 * least one account). Posted, partial and failed posts are settled; a pending post that is
 * restricted or has no account has nothing left to publish. `settled` overrides one post's status
 * (the rolled-up status of a settle event, which may be read before the bridge copies it).
 */
const openPostCount = async (deps: Deps, campaignId: string, settled?: { postId: string; status: string }): Promise<number> => {
  const rows = await deps.db
    .select({ id: campaignPosts.id, status: campaignPosts.status, isRestricted: campaignPosts.isRestricted })
    .from(campaignPosts)
    .where(and(eq(campaignPosts.campaignId, campaignId), inArray(campaignPosts.status, ["pending", "active"])));
  const waiting = rows.filter((row) => row.status === "pending" && !row.isRestricted).map((row) => row.id);
  const withAccounts = new Set(
    waiting.length === 0
      ? []
      : (
          await deps.db
            .selectDistinct({ postId: campaignPostTargets.postId })
            .from(campaignPostTargets)
            .where(inArray(campaignPostTargets.postId, waiting))
        ).map((row) => row.postId),
  );
  return rows.filter((row) => {
    const status = settled && row.id === settled.postId ? settled.status : row.status;
    if (status === "active") {
      return true;
    }
    return status === "pending" && !row.isRestricted && withAccounts.has(row.id);
  }).length;
};

/**
 * Marks an active campaign completed when its end has passed and none of its posts is left to
 * publish (spec 4 §4: a completed campaign is read-only, Share hidden). Only an active campaign
 * completes: a paused one may still resume into a new window, a pending one was never run. The
 * update is guarded on the status, so a concurrent pause or a second check changes nothing.
 * Answers whether this call completed it.
 */
export const completeCampaignIfDone = async (
  deps: Deps,
  campaignId: string,
  settled?: { postId: string; status: string },
): Promise<boolean> => {
  const [campaign] = await deps.db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (!campaign || !isPastEnd(campaign, deps.clock.now())) {
    return false;
  }
  if (campaign.status !== "active" || (await openPostCount(deps, campaignId, settled)) > 0) {
    return false;
  }
  const now = deps.clock.now();
  const [done] = await deps.db
    .update(campaigns)
    .set({ status: "completed", updatedAt: now })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "active")))
    .returning({ id: campaigns.id, ownerId: campaigns.ownerId });
  if (!done) {
    return false;
  }
  await deps.events.emit("campaign.completed", { campaignId, ownerId: done.ownerId, completedAt: now });
  return true;
};

/** The campaign's last day (start + 7 × weeks − 1 days, in its zone) is over. */
export const isPastEnd = (campaign: Pick<CampaignRow, "startAt" | "totalWeeks" | "timeZone">, now: Date): boolean =>
  now.getTime() >= campaignEndsAt(datesOf(campaign)).getTime();

/**
 * The periodic check (campaigns.jobs.ts): completes the active campaigns whose end passed after
 * their last post settled, which no settle event announces. Candidates are read with a two-day
 * margin on the end (the zone and the start's time of day move the exact instant), then checked one by one.
 */
export const completeFinishedCampaigns = async (deps: Deps): Promise<string[]> => {
  const now = deps.clock.now();
  const candidates = await deps.db
    .select({ id: campaigns.id, startAt: campaigns.startAt, totalWeeks: campaigns.totalWeeks, timeZone: campaigns.timeZone })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, "active"),
        sql`${campaigns.startAt} + make_interval(days => ${campaigns.totalWeeks} * 7 - 2) <= ${now.toISOString()}::timestamptz`,
      ),
    );
  const completed: string[] = [];
  for (const candidate of candidates) {
    if (isPastEnd(candidate, now) && (await completeCampaignIfDone(deps, candidate.id))) {
      completed.push(candidate.id);
    }
  }
  return completed;
};
