import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FeatureName } from "@wordloom/shared/rules";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { ensureFeatureAvailable } from "./feature-gate";
import { featureLabel } from "./feature-labels";
import { accountKeys } from "./queries";

/**
 * The account page's Check action: asks the server (spec document 1 §4). Blocked opens the limit
 * prompt (feature-gate does that); otherwise the local counts are refreshed and a toast confirms.
 */
export const useCheckFeature = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (feature: FeatureName) => ensureFeatureAvailable(feature),
    onSuccess: async (available, feature) => {
      if (available) {
        notify(`${featureLabel(feature)} is available.`, "success");
      }
      await queryClient.invalidateQueries({ queryKey: accountKeys.usage });
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
};
