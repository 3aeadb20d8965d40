import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { Product } from "@wordloom/shared/rules";
import { api } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { documentKeys } from "../../documents";
import { useDeleteDocument } from "../../documents/public/hooks";
import { appPath } from "../../shell/paths";
import { forgetLastDocument } from "./last-document";

/** Renaming and deleting the open document, with the list kept up to date. */
export const useDocumentActions = ({
  documentId,
  userId,
  product,
  notifyError,
}: {
  documentId: string;
  userId: string;
  product: Product;
  notifyError: (message: string) => void;
}) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const rename = useCallback(
    async (title: string) => {
      try {
        await api.updateDocument({ params: { id: documentId }, body: { title } });
        await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      } catch (error) {
        notifyError(errorMessage(error));
        throw error;
      }
    },
    [documentId, queryClient, notifyError],
  );

  const { remove, pending } = useDeleteDocument();
  const trash = useCallback(() => {
    remove(documentId, {
      onSuccess: () => {
        forgetLastDocument(userId, documentId);
        navigate(appPath(product));
      },
    });
  }, [remove, documentId, userId, navigate, product]);

  return { rename, trash, deleting: pending.has(documentId) };
};
