import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, type ToneStyleList } from "@wordloom/shared/api";
import { api } from "../api/client";
import { useNotify } from "../ui/toasts";
import { brandVoiceKeys } from "./queries";

/** Spec document 3 §8 "Tone": 'Updated!', 'Tone Removed!', 'Error saving tone', 'Something went wrong'. */
const TONE_MESSAGES = {
  saved: "Updated!",
  removed: "Tone Removed!",
  saveFailed: "Error saving tone",
  removeFailed: "Something went wrong",
} as const;

/** The built-in and saved 'tone - style' pairs, globally (null) or for one brand voice. */
export const useToneStyles = (brandVoiceId: string | null) =>
  useQuery({
    queryKey: brandVoiceKeys.toneStyles(brandVoiceId),
    queryFn: ({ signal }) => api.listToneStyles({ query: brandVoiceId ? { brandVoiceId } : {} }, { signal }),
  });

/** A refusal the server explains (the 20-pair limit, a missing part) keeps its message; others get the spec's. */
const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && (error.code === "CONFLICT" || error.code === "VALIDATION_FAILED") ? error.message : fallback;

/** Save and remove ('bookmark') pairs; the answer is the new list. */
export const useToneStyleActions = (brandVoiceId: string | null) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const store = (list: ToneStyleList) => queryClient.setQueryData(brandVoiceKeys.toneStyles(brandVoiceId), list);
  const save = useMutation({
    mutationFn: ({ tone, style }: { tone: string; style: string }) =>
      api.saveToneStyle({ body: { tone: tone.trim(), style: style.trim(), brandVoiceId } }),
    onSuccess: (list) => {
      store(list);
      notify(TONE_MESSAGES.saved, "success");
    },
    onError: (error) => notify(failureMessage(error, TONE_MESSAGES.saveFailed), "error"),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.removeToneStyle({ params: { id } }),
    onSuccess: (list) => {
      store(list);
      notify(TONE_MESSAGES.removed, "success");
    },
    onError: () => notify(TONE_MESSAGES.removeFailed, "error"),
  });
  return { save, remove };
};
