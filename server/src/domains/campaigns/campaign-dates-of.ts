import { campaignEndDate, localDateOf, localDateTimeOf, weekOfPost, type CampaignDates } from "@wordloom/shared/rules";
import type { CampaignRow } from "./campaigns.tables";

/** The campaign's dates as the shared rules read them (its start instant in its zone). */
export const datesOf = (campaign: Pick<CampaignRow, "startAt" | "totalWeeks" | "timeZone">): CampaignDates => ({
  startDate: localDateOf(campaign.startAt, campaign.timeZone),
  totalWeeks: campaign.totalWeeks,
  timeZone: campaign.timeZone,
});

export const endDateOf = (campaign: Pick<CampaignRow, "startAt" | "totalWeeks" | "timeZone">): string => {
  const dates = datesOf(campaign);
  return campaignEndDate(dates.startDate, dates.totalWeeks);
};

export const weekIn = (campaign: Pick<CampaignRow, "startAt" | "totalWeeks" | "timeZone">, publishAt: Date): number =>
  weekOfPost(datesOf(campaign), publishAt);

export const localParts = (instant: Date, timeZone: string) => localDateTimeOf(instant, timeZone);
