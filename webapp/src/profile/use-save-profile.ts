import { useMutation } from "@tanstack/react-query";
import { api } from "../api/client";
import { useNotify } from "../ui/toasts";
import type { ProfileChanges } from "./profile-form";
import { useApplyUser } from "./use-apply-user";

const PROFILE_SAVED_MESSAGE = "Profile saved.";

/** PATCH /api/me with the changed fields; the caller maps failures onto the form. */
export const useSaveProfile = () => {
  const applyUser = useApplyUser();
  const notify = useNotify();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api.updateProfile({ body: changes }),
    onSuccess: async (user) => {
      notify(PROFILE_SAVED_MESSAGE, "success");
      await applyUser(user);
    },
  });
};
