import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DOCUMENT_CATEGORIES } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { documentKeys } from "../../documents";
import { useNotify } from "../../ui/toasts";
import { publicationKeys } from "../queries";
import { coverQuery } from "./cover-rules";
import { useStorePublication } from "./use-publication";

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The panel's edits: category, hashtags and cover. Failures show as toasts (spec document 2 §8). */
export const usePublicationEdits = (documentId: string) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const store = useStorePublication();
  const onError = (error: unknown) => notify(errorMessage(error), "error");

  const category = useMutation({
    mutationFn: (value: DocumentCategory) => api.updateDocument({ params: { id: documentId }, body: { category: value } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: publicationKeys.status(documentId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      ]);
    },
    onError,
  });
  const tags = useMutation({
    mutationFn: (value: string[]) => api.updateTags({ params: { id: documentId }, body: { tags: value } }),
    onSuccess: store,
    onError,
  });
  const uploadCover = useMutation({
    mutationFn: ({ file, area }: { file: File; area: { x: number; y: number; width: number; height: number } | null }) =>
      api.uploadCover({ params: { id: documentId }, query: coverQuery(area), file, fileName: file.name }),
    onSuccess: store,
  });
  const removeCover = useMutation({
    mutationFn: () => api.removeCover({ params: { id: documentId } }),
    onSuccess: store,
    onError,
  });
  return { category, tags, uploadCover, removeCover };
};
