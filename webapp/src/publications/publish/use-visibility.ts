import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import type { VISIBILITIES } from "@wordloom/shared/model";
import type { Product } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { documentKeys } from "../../documents";
import { appPath } from "../../shell/paths";
import { useNotify } from "../../ui/toasts";
import { publicationKeys } from "../queries";
import { useStorePublication } from "./use-publication";

type Visibility = (typeof VISIBILITIES)[number];

interface VisibilityOptions {
  product: Product;
  /** The user has a screen name (handle); publishing needs one (spec document 2 §5). */
  hasScreenName: boolean;
}

/**
 * Make Public / Make Private (spec document 2 §4): the first publish asks 'Your document is in private
 * mode do you want to make it public?' (Okay/Cancel; a document published before goes public again
 * without it) and needs a screen name, else the user is told
 * so and sent to app/profile; success says 'This document is public now'. The server's refusals
 * (a collaborative document) show as its message.
 */
export const useVisibility = ({ product, hasScreenName }: VisibilityOptions) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useStorePublication();
  /** The document waiting for the Okay of the make-public question. */
  const [confirming, setConfirming] = useState<string | null>(null);

  const toProfile = () => {
    notify(PUBLISHING_MESSAGES.needsScreenName, "warning");
    navigate(appPath(product, "profile"));
  };

  const mutation = useMutation({
    mutationFn: ({ id, visibility }: { id: string; visibility: Visibility }) =>
      api.updateVisibility({ params: { id }, body: { visibility } }),
    onSuccess: async (status) => {
      store(status);
      notify(status.visibility === "public" ? PUBLISHING_MESSAGES.madePublic : PUBLISHING_MESSAGES.madePrivate, "success");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["publications", "list"] }),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "SCREEN_NAME_REQUIRED") {
        toProfile();
        return;
      }
      notify(errorMessage(error), "error");
    },
  });

  /** Whether the document was public before (its publishing state, cached or read): then it is made public again without the question. */
  const publishedBefore = async (id: string): Promise<boolean> => {
    try {
      const status = await queryClient.ensureQueryData({
        queryKey: publicationKeys.status(id),
        queryFn: () => api.getPublication({ params: { id } }),
      });
      return status.firstPublishedAt !== null;
    } catch {
      return false;
    }
  };

  const request = (id: string, visibility: Visibility) => {
    if (visibility === "private") {
      mutation.mutate({ id, visibility });
    } else if (!hasScreenName) {
      toProfile();
    } else {
      void publishedBefore(id).then((before) => (before ? mutation.mutate({ id, visibility }) : setConfirming(id)));
    }
  };

  return {
    request,
    confirming,
    confirm: () => {
      if (confirming) {
        mutation.mutate({ id: confirming, visibility: "public" });
      }
      setConfirming(null);
    },
    cancel: () => setConfirming(null),
    pendingId: mutation.isPending ? mutation.variables.id : null,
  };
};
