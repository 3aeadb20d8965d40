import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import type { PlatformId } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { platformKeys } from "./queries";

/** Why a link failed, in words: the platform's reason when the server gives one, else its message. */
export const linkingFailureReason = (error: unknown): string => {
  const details = error instanceof ApiError ? error.details : undefined;
  const reason = details && typeof details === "object" && "reason" in details ? details.reason : undefined;
  return typeof reason === "string" && reason ? reason : errorMessage(error);
};

/** Links a Medium or Pexels account with a pasted token: 'Linking Successful' and a fresh platform list, or 'Linking Failed' with the reason. */
export const useLinkByToken = (platform: PlatformId, onLinked: () => void) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (token: string) => api.linkByToken({ params: { platform }, body: { token } }),
    onSuccess: async () => {
      notify(SOCIAL_LINKING_MESSAGES.linked, "success");
      onLinked();
      await queryClient.invalidateQueries({ queryKey: platformKeys.all });
    },
    onError: (error) => notify(SOCIAL_LINKING_MESSAGES.failed, "error", linkingFailureReason(error)),
  });
};
