import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { documentKeys } from "./queries";

/** Spec document 1 §4: the deletion runs 2 seconds after the user confirms. */
export const DELETE_DELAY_MS = 2_000;
export const DELETE_CONFIRM_MESSAGE = "This will Delete Document. Proceed?";
export const DELETED_MESSAGE = "Deleted successfully.";

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Moves a document to the trash, 2 s after confirmation, then tells the user. */
export const useDeleteDocument = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (id: string) => {
      await wait(DELETE_DELAY_MS);
      await api.trashDocument({ params: { id } });
    },
    onSuccess: async () => {
      notify(DELETED_MESSAGE, "success");
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
};
