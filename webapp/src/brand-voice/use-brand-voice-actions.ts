import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BRAND_VOICE_MESSAGES, type CreateBrandVoiceBody } from "@wordloom/shared/api";
import { api } from "../api/client";
import { errorMessage, limitedFeature } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { BRAND_VOICE_SCREEN_MESSAGES } from "./messages";
import { selectedBrandVoice } from "./selected-brand-voice";
import { brandVoiceKeys } from "./queries";

/** Create, update, delete, create from a URL and suggest pillars, with the spec's toasts (document 3 §8). */
export const useBrandVoiceActions = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: brandVoiceKeys.all });
  const fail = (error: unknown) => {
    if (!limitedFeature(error)) {
      notify(errorMessage(error), "error");
    }
  };

  const create = useMutation({
    mutationFn: (body: CreateBrandVoiceBody) => api.createBrandVoice({ body }),
    onSuccess: async () => {
      notify(BRAND_VOICE_SCREEN_MESSAGES.created, "success");
      await refresh();
    },
    onError: fail,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreateBrandVoiceBody }) => api.updateBrandVoice({ params: { id }, body }),
    onSuccess: async () => {
      notify(BRAND_VOICE_MESSAGES.updated, "success");
      await refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteBrandVoice({ params: { id } }),
    onSuccess: async (_answer, id) => {
      if (selectedBrandVoice.get() === id) {
        selectedBrandVoice.set(null);
      }
      notify(BRAND_VOICE_SCREEN_MESSAGES.deleted, "success");
      await refresh();
    },
    onError: fail,
  });
  const fromUrl = useMutation({
    mutationFn: (url: string) => api.createBrandVoiceFromUrl({ body: { url } }),
    onSuccess: async () => {
      notify(BRAND_VOICE_SCREEN_MESSAGES.created, "success");
      await refresh();
    },
    onError: fail,
  });
  const suggestPillars = useMutation({
    mutationFn: (niche: string) => api.suggestBrandVoicePillars({ body: { niche, count: 5 } }),
    onError: fail,
  });
  return { create, update, remove, fromUrl, suggestPillars };
};
