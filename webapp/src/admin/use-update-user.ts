import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { adminApi } from "./admin-client";
import { adminKeys } from "./queries";
import type { PlanChanges } from "./plan-changes";

const USER_UPDATED_MESSAGE = "User updated.";

/** Saves a user's plan; the users table refreshes afterwards. */
export const useUpdateUser = ({ onSaved }: { onSaved: () => void }) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PlanChanges }) => adminApi.adminUpdateUser({ params: { id }, body: changes }),
    onSuccess: async () => {
      notify(USER_UPDATED_MESSAGE, "success");
      onSaved();
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
};
