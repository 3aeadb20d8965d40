import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Campaign, PostCard } from "@wordloom/shared/model";
import { campaignKeys } from "../queries";

/** How often the calendar and the list are read again while a post is being published or about to be. */
export const CALENDAR_REFRESH_MS = 5_000;
/** A pending post due within this window (either side of now) may change status any moment. */
const DUE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Whether the campaign's posts may change status soon: one is being published (active), or the
 * campaign is active and a pending, unrestricted post is due within the hour either side of now
 * (the browser's clock and the server's may differ by minutes, so the window is wide).
 */
export const publishingSoon = (
  campaign: Pick<Campaign, "status">,
  posts: readonly Pick<PostCard, "status" | "isRestricted" | "publishAt">[],
  now: number,
): boolean =>
  posts.some(
    (post) =>
      post.status === "active" ||
      (campaign.status === "active" &&
        post.status === "pending" &&
        !post.isRestricted &&
        Math.abs(new Date(post.publishAt).getTime() - now) <= DUE_WINDOW_MS),
  );

/** Reads the campaign's posts again every few seconds while some may change status, so the calendar shows them posted with their links. */
export const usePublishingRefresh = (
  campaign: Pick<Campaign, "id" | "status">,
  posts: readonly Pick<PostCard, "status" | "isRestricted" | "publishAt">[] | undefined,
) => {
  const queryClient = useQueryClient();
  const waiting = publishingSoon(campaign, posts ?? [], Date.now());
  useEffect(() => {
    if (!waiting) {
      return;
    }
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.posts(campaign.id) });
    }, CALENDAR_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, campaign.id, queryClient]);
};
