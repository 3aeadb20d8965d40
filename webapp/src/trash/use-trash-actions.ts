import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { documentKeys } from "../documents";
import { useNotify } from "../ui/toasts";

/** Restore, delete for good and empty the trash; every list refreshes afterwards. */
export const useTrashActions = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
  const onError = (error: unknown) => notify(errorMessage(error), "error");
  return {
    restore: useMutation({
      mutationFn: (id: string) => api.restoreDocument({ params: { id } }),
      onSuccess: async () => {
        notify("Document restored.", "success");
        await refresh();
      },
      onError,
    }),
    destroy: useMutation({
      mutationFn: (id: string) => api.deleteDocumentPermanently({ params: { id } }),
      onSuccess: async () => {
        notify(DELETED_FOREVER_MESSAGE, "success");
        await refresh();
      },
      onError,
    }),
    empty: useMutation({
      mutationFn: () => api.emptyTrash(),
      onSuccess: async ({ deleted }) => {
        notify(`${deleted} ${deleted === 1 ? "document" : "documents"} deleted permanently.`, "success");
        await refresh();
      },
      onError,
    }),
  };
};

const DELETED_FOREVER_MESSAGE = "Deleted successfully.";
export const DELETE_FOREVER_CONFIRM = "This will permanently delete the document. It cannot be restored. Proceed?";
export const EMPTY_TRASH_CONFIRM = "This will permanently delete every document in the trash. It cannot be restored. Proceed?";
