import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { User } from "@wordloom/shared/model";
import { sessionStore } from "../api/session";
import { ME_QUERY_KEY } from "../shell/AppLayout";

/** After the server answers with the updated user: the session (sidebar, header) and the ["me"] query follow. */
export const useApplyUser = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: User) => {
      sessionStore.updateUser(user);
      queryClient.setQueryData(ME_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    [queryClient],
  );
};
