import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@wordloom/shared/api";
import { limitPrompt } from "../account";
import { limitedFeature } from "../api/errors";

const openLimitPrompt = (error: unknown) => {
  const feature = limitedFeature(error);
  if (feature) {
    limitPrompt.open(feature);
  }
};

/** Server state for every screen. A 403 FEATURE_LIMIT anywhere opens the upgrade prompt for that feature. */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: openLimitPrompt }),
    mutationCache: new MutationCache({ onError: openLimitPrompt }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });

/**
 * The browser app's client: the provider in App and the route loaders that start a screen's first
 * request while its code is still loading share it.
 */
export const appQueryClient = createQueryClient();
