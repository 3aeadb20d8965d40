import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import type { Product } from "@wordloom/shared/rules";
import type { PlatformState } from "@wordloom/shared/model";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { LINKING_PRODUCT_KEY } from "./paths";
import { platformKeys } from "./queries";

/** Every platform with its state on this server and the user's accounts on it. */
export const usePlatforms = () =>
  useQuery({
    queryKey: platformKeys.all,
    queryFn: ({ signal }) => api.listPlatforms(undefined, { signal }),
    select: (list) => list.items,
  });

/** Per provider: the last successful publish and the last error kind (the publisher's health line). */
export const usePublishingHealth = () =>
  useQuery({
    queryKey: platformKeys.health,
    queryFn: ({ signal }) => api.getPublishingHealth(undefined, { signal }),
    select: (list) => new Map(list.items.map((line) => [line.platform, line])),
  });

/** Link (or reconnect): the server's authorization URL, then the platform's consent page. Remove: revoke and delete. */
export const usePlatformActions = (product: Product, navigateTo: (url: string) => void = (url) => window.location.assign(url)) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const link = useMutation({
    mutationFn: (platform: PlatformState["id"]) => api.startLinking({ params: { platform }, body: { product } }),
    onSuccess: ({ authorizationUrl }) => {
      sessionStorage.setItem(LINKING_PRODUCT_KEY, product);
      navigateTo(authorizationUrl);
    },
    // The design service (Canva) has its own wording for a start that failed (spec document 4 §8).
    onError: (error, platform) =>
      notify(
        platform === "canva" ? SOCIAL_LINKING_MESSAGES.designStartFailed : SOCIAL_LINKING_MESSAGES.failed,
        "error",
        errorMessage(error),
      ),
  });
  const remove = useMutation({
    mutationFn: (accountId: string) => api.removeSocialAccount({ params: { id: accountId } }),
    onSuccess: async () => {
      notify(SOCIAL_LINKING_MESSAGES.removed, "success");
      await queryClient.invalidateQueries({ queryKey: platformKeys.all });
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
  return { link, remove };
};
