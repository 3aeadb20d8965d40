import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { Product } from "@wordloom/shared/rules";
import { ensureFeatureAvailable } from "../account/public/feature-usage";
import { api } from "../api/client";
import { errorMessage, limitedFeature } from "../api/errors";
import { LAST_DOCUMENT_KEY, appPath } from "../shell/paths";
import { useNotify } from "../ui/toasts";
import { documentKeys } from "./queries";

/** Creates a blank document after the quota check, then opens it. */
export const useCreateDocument = (product: Product) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return useMutation({
    mutationFn: async () => {
      if (!(await ensureFeatureAvailable("DocumentCreation"))) {
        return null;
      }
      return api.createDocument({ body: {} });
    },
    onSuccess: async (document) => {
      if (!document) {
        return;
      }
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      localStorage.setItem(LAST_DOCUMENT_KEY, document.id);
      navigate(appPath(product, ""));
    },
    onError: (error) => {
      if (!limitedFeature(error)) {
        notify(errorMessage(error), "error");
      }
    },
  });
};
