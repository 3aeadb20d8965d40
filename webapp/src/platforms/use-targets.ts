import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { platformKeys } from "./queries";

/** What the platform offers a linked account right now; asked only while the picker is open. */
export const useAvailableTargets = (accountId: string, open: boolean) =>
  useQuery({
    queryKey: platformKeys.availableTargets(accountId),
    queryFn: ({ signal }) => api.listAvailableSocialAccountTargets({ params: { id: accountId } }, { signal }),
    select: (list) => list.items,
    enabled: open,
    staleTime: 0,
    retry: false,
  });

/** Saves the chosen targets; the platforms list then shows them on the card. */
export const useChooseTargets = (accountId: string, onSaved: () => void) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (targetIds: string[]) => api.chooseSocialAccountTargets({ params: { id: accountId }, body: { targetIds } }),
    onSuccess: async () => {
      notify(SOCIAL_LINKING_MESSAGES.targetsSaved, "success");
      onSaved();
      await queryClient.invalidateQueries({ queryKey: platformKeys.all });
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
};
