import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApiError } from "@wordloom/shared/api";
import type { Post, PostStatus, PublishingActionResult } from "@wordloom/shared/model";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { useNotify } from "../../ui/toasts";
import { campaignKeys } from "../queries";

/** How often a post being published is read again. */
export const PROGRESS_REFRESH_MS = 3_000;

const refusal = (error: unknown) => (error instanceof ApiError ? error.message : PUBLISHING_MESSAGES.tryLater);

/**
 * Instant post (InstantPostReq), Post Now for one entry and re-upload of a failed entry
 * (postReupload): each answers the post, now being published, and a message.
 */
export const usePublishingActions = (post: Pick<Post, "id">) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const done = ({ post: next, message }: PublishingActionResult) => {
    queryClient.setQueryData(campaignKeys.post(next.id), next);
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    notify(message, "success");
  };
  const failed = (error: unknown) => notify(refusal(error), "error");
  const instant = useMutation({
    mutationFn: () => api.instantPostCampaignPost({ params: { id: post.id }, body: {} }),
    onSuccess: done,
    onError: failed,
  });
  const postNow = useMutation({
    mutationFn: (entryId: string) => api.publishCampaignPostEntryNow({ params: { id: post.id, targetId: entryId } }),
    onSuccess: done,
    onError: failed,
  });
  const reupload = useMutation({
    mutationFn: (entryId: string) => api.reuploadCampaignPostEntry({ params: { id: post.id, targetId: entryId } }),
    onSuccess: done,
    onError: failed,
  });
  return { instant, postNow, reupload, busy: instant.isPending || postNow.isPending || reupload.isPending };
};

/** What the owner is told when a post they watch settles (spec 4 §8). */
export const settledMessage = (status: PostStatus): { message: string; intent: "success" | "error" } | null => {
  if (status === "posted") {
    return { message: PUBLISHING_MESSAGES.posted, intent: "success" };
  }
  if (status === "failed" || status === "partial") {
    return { message: PUBLISHING_MESSAGES.failed, intent: "error" };
  }
  return null;
};

/**
 * While the post is being published (active), it is read again every few seconds; when it
 * settles, the owner is told and the campaign's calendar and list are read again.
 */
export const usePublishingProgress = (post: Pick<Post, "id" | "status">) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const active = post.status === "active";
  useQuery({
    queryKey: campaignKeys.post(post.id),
    queryFn: ({ signal }) => api.getCampaignPost({ params: { id: post.id } }, { signal }),
    enabled: active,
    refetchInterval: active ? PROGRESS_REFRESH_MS : false,
  });
  const previous = useRef(post.status);
  useEffect(() => {
    if (previous.current === "active" && post.status !== "active") {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      const settled = settledMessage(post.status);
      if (settled) {
        notify(settled.message, settled.intent);
      }
    }
    previous.current = post.status;
  }, [post.status, notify, queryClient]);
};

/** A posted entry at its platform now: likes and comments (Facebook, Instagram), a YouTube Short's status. */
export const useEntryDetails = (postId: string, entryId: string) =>
  useQuery({
    queryKey: [...campaignKeys.post(postId), "entry", entryId] as const,
    queryFn: ({ signal }) => api.getCampaignPostEntryDetails({ params: { id: postId, targetId: entryId } }, { signal }),
    staleTime: 0,
    retry: false,
  });

/** Deletes a published YouTube Short; the entry keeps the special deleted url. */
export const useDeleteShorts = (postId: string) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (entryId: string) => api.deleteCampaignPostShorts({ params: { id: postId, targetId: entryId } }),
    onSuccess: ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.post(postId) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      notify(message, "success");
    },
    onError: (error) => notify(refusal(error), "error"),
  });
};
