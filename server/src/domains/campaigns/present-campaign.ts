import type { Campaign } from "@wordloom/shared/model";
import { campaignEndDate, isCampaignFinished, localTimeOf } from "@wordloom/shared/rules";
import { campaignAbilities, type CampaignActor } from "./campaign.policy";
import { datesOf } from "./campaign-dates-of";
import type { CampaignStats } from "./campaign-stats";
import type { CampaignRow } from "./campaigns.tables";

/** A campaign as the API shows it: dates read in its zone, counts, the card's post days and abilities. */
export const presentCampaign = (row: CampaignRow, stats: CampaignStats, actor: CampaignActor, now: Date): Campaign => {
  const dates = datesOf(row);
  return {
    id: row.id,
    title: row.title,
    totalWeeks: row.totalWeeks,
    startAt: row.startAt.toISOString(),
    startDate: dates.startDate,
    endDate: campaignEndDate(dates.startDate, row.totalWeeks),
    defaultTime: row.defaultTime,
    timeZone: row.timeZone,
    status: row.status,
    finished: isCampaignFinished({ ...dates, status: row.status }, stats.counts.pending, now),
    isShared: row.isShared,
    isDefault: row.isDefault,
    brandVoiceId: row.brandVoiceId,
    ownerId: row.ownerId,
    postCounts: stats.counts,
    postDays: stats.postDays,
    activeReviewers: [],
    hasCalendarFeed: stats.hasCalendarFeed,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: campaignAbilities(actor, row),
  };
};

/** The start time of a campaign in its zone ("HH:mm"), the default time of its posts. */
export const startTimeOf = (row: Pick<CampaignRow, "startAt" | "timeZone">): string => localTimeOf(row.startAt, row.timeZone);
