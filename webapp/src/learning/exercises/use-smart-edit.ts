import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { Product } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { errorMessage, limitedFeature } from "../../api/errors";
import { appPath, LAST_DOCUMENT_KEY } from "../../shell/paths";
import { useNotify } from "../../ui/toasts";

/**
 * Smart Edit (spec document 3 §4.7): the evaluated text in a document (made once, then reused),
 * opened in the editor, whose assistant pane works on it.
 */
export const useSmartEdit = (product: Product) => {
  const navigate = useNavigate();
  const notify = useNotify();
  return useMutation({
    mutationFn: (submissionId: string) => api.smartEditSubmission({ params: { id: submissionId } }),
    onSuccess: ({ documentId }) => {
      localStorage.setItem(LAST_DOCUMENT_KEY, documentId);
      void navigate(appPath(product, ""));
    },
    onError: (error) => {
      if (!limitedFeature(error)) {
        notify(errorMessage(error), "error");
      }
    },
  });
};
