import { useMutation } from "@tanstack/react-query";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { useApplyUser } from "./use-apply-user";

const PICTURE_UPDATED_MESSAGE = "Profile picture updated.";
const PICTURE_REMOVED_MESSAGE = "Profile picture removed.";

interface PictureUpload {
  file: Blob;
  fileName: string;
}

/** Upload (POST multipart) and remove (DELETE) the profile picture; the session user follows. */
export const usePictureActions = () => {
  const applyUser = useApplyUser();
  const notify = useNotify();
  return {
    upload: useMutation({
      mutationFn: ({ file, fileName }: PictureUpload) => api.uploadProfilePicture({ file, fileName }),
      onSuccess: async (user) => {
        notify(PICTURE_UPDATED_MESSAGE, "success");
        await applyUser(user);
      },
    }),
    remove: useMutation({
      mutationFn: () => api.deleteProfilePicture(),
      onSuccess: async (user) => {
        notify(PICTURE_REMOVED_MESSAGE, "success");
        await applyUser(user);
      },
      onError: (error) => notify(errorMessage(error), "error"),
    }),
  };
};
