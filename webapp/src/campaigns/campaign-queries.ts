import { api } from "../api/client";
import { appQueryClient } from "../app/query-client";
import { firstCalendarRange } from "./calendar-range";
import { takeEarlyRequests } from "./early-requests";
import { campaignKeys } from "./queries";
import type { PostFilters, PostRange } from "./use-campaigns";

const stripUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

/** One campaign (the screens and the route's prefetch share it). */
export const campaignQuery = (id: string) => ({
  queryKey: campaignKeys.one(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.getCampaign({ params: { id } }, { signal }),
});

/** A campaign's posts as cards, for the calendar's range of days. */
export const postCardsQuery = (id: string, query: PostFilters & Partial<PostRange>) => ({
  queryKey: campaignKeys.postCards(id, query),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.listCampaignPostCards({ params: { id }, query: stripUndefined(query) }, { signal }),
});

/**
 * The Posts view's list for its filters, one page at a time (the post list route's pages: the first
 * without a cursor, each next one after the last page's nextCursor; null there ends the list).
 */
export const postPagesQuery = (id: string, filters: PostFilters) => ({
  queryKey: campaignKeys.postPages(id, filters),
  queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
    api.listCampaignPosts({ params: { id }, query: stripUndefined({ ...filters, cursor: pageParam }) }, { signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
});

/**
 * app/campaigns/{id}'s first requests, started when the URL matches (routes.tsx) while the screen's
 * code loads: the campaign, then the cards of the month the calendar opens on. On the first load
 * index.html has already asked for both (public/campaign-early-requests.js): their answers fill the
 * cache instead, and only a failed one is asked for again.
 */
export const prefetchCampaignPage = async (id: string, withCalendar: boolean): Promise<void> => {
  const early = takeEarlyRequests(id);
  const campaignRequest = campaignQuery(id);
  const campaign = await appQueryClient.fetchQuery({
    ...campaignRequest,
    queryFn: async (context) => (await early?.campaign) ?? campaignRequest.queryFn(context),
  });
  if (withCalendar) {
    // The range the calendar asks for (CampaignPage): the same days the server read "first-month" as.
    const cardsRequest = postCardsQuery(id, firstCalendarRange(campaign.startDate));
    await appQueryClient.prefetchQuery({
      ...cardsRequest,
      queryFn: async (context) => (await early?.firstMonthCards) ?? cardsRequest.queryFn(context),
    });
  }
};
