import { api } from "../api/client";
import { appQueryClient } from "../app/query-client";
import { monthGridOf, rangeQueryOf } from "./calendar-range";
import { campaignKeys } from "./queries";
import type { PostFilters, PostRange } from "./use-campaigns";

const stripUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/** One campaign (the screens and the route's prefetch share it). */
export const campaignQuery = (id: string) => ({
  queryKey: campaignKeys.one(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.getCampaign({ params: { id } }, { signal }),
});

/** A campaign's posts as cards, for a range of days or the Posts view's filters. */
export const postCardsQuery = (id: string, query: PostFilters & Partial<PostRange>) => ({
  queryKey: campaignKeys.postCards(id, query),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.listCampaignPostCards({ params: { id }, query: stripUndefined(query) }, { signal }),
});

/** The days the calendar opens on: the month of the campaign's start. */
export const firstCalendarRange = (startDate: string): PostRange => {
  const grid = monthGridOf(startDate);
  return rangeQueryOf(grid.start, grid.end);
};

/**
 * app/campaigns/{id}'s first requests, started when the URL matches (routes.tsx) while the screen's
 * code loads: the campaign, then at once the cards of the month the calendar opens on.
 */
export const prefetchCampaignPage = async (id: string, withCalendar: boolean): Promise<void> => {
  const campaign = await appQueryClient.fetchQuery(campaignQuery(id));
  if (withCalendar) {
    await appQueryClient.prefetchQuery(postCardsQuery(id, firstCalendarRange(campaign.startDate)));
  }
};
