import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@wordloom/shared/api";
import type { CreatePostBody, Post, PostMediaPurpose, UpdatePostBody } from "@wordloom/shared/model";
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { platformKeys } from "../../platforms";
import { useNotify } from "../../ui/toasts";
import { campaignKeys } from "../queries";
import { statusCooldownEnd } from "./status-cooldown";

export const usePost = (postId: string) =>
  useQuery({ queryKey: campaignKeys.post(postId), queryFn: ({ signal }) => api.getCampaignPost({ params: { id: postId } }, { signal }) });

/** The user's linked accounts on publishing platforms (the account picker's list). */
export const useLinkedAccounts = () =>
  useQuery({
    queryKey: platformKeys.all,
    queryFn: ({ signal }) => api.listPlatforms(undefined, { signal }),
    select: (list) => list.items.flatMap((platform) => platform.accounts),
  });

/** Creates a post from the new-post editor (its first Save). */
export const useCreatePost = (campaignId: string) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: CreatePostBody) => api.createCampaignPost({ params: { id: campaignId }, body }),
    onSuccess: ({ post, message }) => {
      queryClient.setQueryData(campaignKeys.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      notify(message || CAMPAIGN_MESSAGES.saved, "success");
    },
  });
};

/** The problems a refused save names (400 with details.problems), or its message. */
export const problemsOf = (error: unknown): string[] => {
  if (error instanceof ApiError) {
    const details = error.details as { problems?: { message?: string }[] } | undefined;
    const listed = (details?.problems ?? []).map((problem) => problem.message).filter((message): message is string => Boolean(message));
    return listed.length > 0 ? listed : [error.message];
  }
  return [errorMessage(error)];
};

/** Save, clone, delete, restrict (1 s debounce), Check Status (5 s cooldown), media upload and removal. */
export const usePostActions = (post: Post) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const put = (next: Post) => {
    queryClient.setQueryData(campaignKeys.post(next.id), next);
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
  };

  const save = useMutation({
    mutationFn: (body: UpdatePostBody) => api.updateCampaignPost({ params: { id: post.id }, body }),
    onSuccess: ({ post: next, message }) => {
      put(next);
      notify(message || CAMPAIGN_MESSAGES.saved, "success");
    },
  });
  const clone = useMutation({
    mutationFn: () => api.cloneCampaignPost({ params: { id: post.id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    onError: () => notify(CAMPAIGN_MESSAGES.cloneFailed, "error"),
  });
  const remove = useMutation({
    mutationFn: () => api.deleteCampaignPost({ params: { id: post.id } }),
    onSuccess: () => {
      notify(CAMPAIGN_MESSAGES.postDeleted, "success");
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: (error) => notify(error instanceof ApiError ? error.message : CAMPAIGN_MESSAGES.deleteFailed, "error"),
  });
  const upload = useMutation({
    mutationFn: (input: { file: File; purpose: PostMediaPurpose }) =>
      api.uploadCampaignPostMedia({
        params: { id: post.id },
        query: { purpose: input.purpose },
        file: input.file,
        fileName: input.file.name,
      }),
    onSuccess: ({ post: next, notes }) => {
      put(next);
      notes.forEach((note) => notify(note, "warning"));
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
  const removeMedia = useMutation({
    mutationFn: (mediaIds: string[]) => api.removeCampaignPostMedia({ params: { id: post.id }, body: { mediaIds } }),
    onSuccess: ({ post: next, message, removedPlatforms }) => {
      put(next);
      notify(message, "success", removedPlatforms.length > 0 ? `Removed from: ${removedPlatforms.join(", ")}` : undefined);
    },
    onError: () => notify(CAMPAIGN_MESSAGES.mediaDeleteFailed, "error"),
  });
  const saveMail = useMutation({
    mutationFn: (body: Parameters<typeof api.saveCampaignPostMail>[0]["body"]) =>
      api.saveCampaignPostMail({ params: { id: post.id }, body }),
    onSuccess: ({ post: next, message }) => {
      put(next);
      notify(message || CAMPAIGN_MESSAGES.mailSaved, "success");
    },
  });
  return { save, clone, remove, upload, removeMedia, saveMail, restrict: useRestrictToggle(post, put), status: useStatusCheck(post, put) };
};

/** The restrict toggle (spec 4 §4): shown at once, sent 1 s after the last change; a refusal puts it back. */
const useRestrictToggle = (post: Post, put: (post: Post) => void) => {
  const notify = useNotify();
  const [restricted, setRestricted] = useState(post.isRestricted);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setRestricted(post.isRestricted), [post.isRestricted]);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);
  const send = useMutation({
    mutationFn: (value: boolean) => api.restrictCampaignPost({ params: { id: post.id }, body: { restricted: value } }),
    onSuccess: ({ post: next }) => put(next),
    onError: (error) => {
      setRestricted(post.isRestricted);
      notify(error instanceof ApiError ? error.message : CAMPAIGN_MESSAGES.restrictFailed, "error");
    },
  });
  const toggle = (value: boolean) => {
    setRestricted(value);
    if (timer.current) {
      clearTimeout(timer.current);
    }
    timer.current = setTimeout(() => {
      if (value !== post.isRestricted) {
        send.mutate(value);
      }
    }, CAMPAIGN_LIMITS.restrictToggleDebounceMs);
  };
  return { restricted, toggle, pending: send.isPending };
};

/** Check Status (spec 4 §4): at most every 5 seconds; the in-progress message while the post is active. */
const useStatusCheck = (post: Post, put: (post: Post) => void) => {
  const notify = useNotify();
  const [coolingUntil, setCoolingUntil] = useState(0);
  const [, tick] = useState(0);
  useEffect(() => {
    if (coolingUntil <= Date.now()) {
      return;
    }
    const timer = setTimeout(() => tick((value) => value + 1), coolingUntil - Date.now());
    return () => clearTimeout(timer);
  }, [coolingUntil]);
  const pressedAt = useRef(0);
  const check = useMutation({
    mutationFn: () => api.checkCampaignPostStatus({ params: { id: post.id } }),
    onMutate: () => {
      pressedAt.current = Date.now();
      setCoolingUntil(statusCooldownEnd(pressedAt.current, pressedAt.current));
    },
    // The answer's nextCheckAt is on the server's clock: the wait is counted on this one.
    onSuccess: ({ post: next, message }) => {
      put(next);
      if (message) {
        notify(message, "info");
      }
    },
    onError: (error) => {
      setCoolingUntil(statusCooldownEnd(pressedAt.current, Date.now(), error));
      notify(errorMessage(error), "error");
    },
  });
  return { check: () => check.mutate(), coolingDown: check.isPending || coolingUntil > Date.now() };
};
