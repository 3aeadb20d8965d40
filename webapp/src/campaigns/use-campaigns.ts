import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CAMPAIGN_MESSAGES, type PostTypeKey, type PublishingPlatformId } from "@wordloom/shared/rules";
import type { Campaign, CampaignStatus, PostStatus } from "@wordloom/shared/model";
import { api } from "../api/client";
import { errorMessage, limitedFeature } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { campaignQuery, postCardsQuery, postPagesQuery } from "./campaign-queries";
import { campaignKeys } from "./queries";

export interface PostFilters {
  type?: PostTypeKey | undefined;
  platform?: PublishingPlatformId | undefined;
  status?: PostStatus | undefined;
}

/** The user's campaigns, optionally by status. */
export const useCampaignList = (status: CampaignStatus | "all") =>
  useQuery({
    queryKey: campaignKeys.list(status),
    queryFn: ({ signal }) => api.listCampaigns({ query: status === "all" ? {} : { status } }, { signal }),
  });

export const useCampaign = (id: string) => useQuery(campaignQuery(id));

/** The calendar's date range: inclusive dates read in the campaign's zone (calendar-range.ts). */
export interface PostRange {
  from: string;
  to: string;
}

/**
 * A campaign's posts as cards (the lean list answer) for the days the calendar shows. While another
 * range loads, the last answer stays on screen.
 */
export const useCampaignPostCards = (id: string, query: PostFilters & Partial<PostRange>, enabled = true) =>
  useQuery({ ...postCardsQuery(id, query), placeholderData: keepPreviousData, enabled });

/**
 * The Posts view's list: the first page for the filters, then each page "Load more" asks for (a
 * change of filters starts again from the first page; the last answer stays on screen meanwhile).
 */
export const useCampaignPostPages = (id: string, filters: PostFilters) =>
  useInfiniteQuery({ ...postPagesQuery(id, filters), placeholderData: keepPreviousData });

export const usePostTypes = () =>
  useQuery({
    queryKey: campaignKeys.postTypes,
    queryFn: ({ signal }) => api.listPostTypes(undefined, { signal }),
    staleTime: Infinity,
    select: (list) => list.items,
  });

/** Create (defaults; 403 opens the limit prompt through the query client), delete, update. */
export const useCampaignActions = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: campaignKeys.all });
  const failed = (error: unknown) => {
    // A 403 FEATURE_LIMIT opens the plan-limit prompt (app/query-client.ts); anything else is a toast.
    if (!limitedFeature(error)) {
      notify(errorMessage(error), "error");
    }
  };
  return {
    create: useMutation({
      mutationFn: () => api.createCampaign({ body: {} }),
      onSuccess: async () => {
        notify(CAMPAIGN_MESSAGES.created, "success");
        await refresh();
      },
      onError: failed,
    }),
    remove: useMutation({
      mutationFn: (campaign: Campaign) => api.deleteCampaign({ params: { id: campaign.id } }),
      onSuccess: async () => {
        notify(CAMPAIGN_MESSAGES.deleted, "success");
        await refresh();
      },
      onError: failed,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; body: Parameters<typeof api.updateCampaign>[0]["body"] }) =>
        api.updateCampaign({ params: { id: input.id }, body: input.body }),
      onSuccess: async (campaign) => {
        notify(CAMPAIGN_MESSAGES.saved, "success");
        queryClient.setQueryData(campaignKeys.one(campaign.id), campaign);
        await refresh();
      },
      onError: failed,
    }),
    pause: useMutation({
      mutationFn: (id: string) => api.pauseCampaign({ params: { id } }),
      onSuccess: async () => {
        notify(CAMPAIGN_MESSAGES.paused, "success");
        await refresh();
      },
      onError: failed,
    }),
  };
};
