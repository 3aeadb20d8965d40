import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { pendingDeletes, type PendingDeleteState } from "./pending-deletes";
import { documentKeys } from "./queries";

/** Spec document 1 §4: the deletion runs 2 seconds after the user confirms. */
export const DELETE_DELAY_MS = 2_000;
export const DELETE_CONFIRM_MESSAGE = "This will Delete Document. Proceed?";
export const DELETED_MESSAGE = "Deleted successfully.";

/** The pending deletions by document id (waiting out the 2 s, or sent). */
export const usePendingDeletes = (): ReadonlyMap<string, PendingDeleteState> =>
  useSyncExternalStore(pendingDeletes.subscribe, pendingDeletes.snapshot);

/**
 * Moves a document to the trash 2 s after confirmation (Undo cancels it until then), then tells the
 * user. The request goes out even when the screen that asked for it is gone (the app navigated on).
 */
export const useDeleteDocument = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const pending = usePendingDeletes();
  const remove = useCallback(
    (id: string, { onSuccess }: { onSuccess?: () => void } = {}) =>
      pendingDeletes.schedule(
        id,
        async () => {
          try {
            await api.trashDocument({ params: { id } });
            notify(DELETED_MESSAGE, "success");
            onSuccess?.();
          } catch (error) {
            notify(errorMessage(error), "error");
          }
          // The list and the trash show where the document is now.
          await queryClient.invalidateQueries({ queryKey: documentKeys.all });
        },
        DELETE_DELAY_MS,
      ),
    [queryClient, notify],
  );
  return { remove, undo: pendingDeletes.undo, pending };
};
