import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { PublicationStatus } from "@wordloom/shared/model";
import { api } from "../../api/client";
import { publicationKeys } from "../queries";

/** A document's publishing state (visibility, link, category, tags, cover, counts, abilities). */
export const usePublication = (documentId: string | null) =>
  useQuery({
    queryKey: publicationKeys.status(documentId ?? ""),
    queryFn: () => api.getPublication({ params: { id: documentId ?? "" } }),
    enabled: documentId !== null,
  });

/** Stores a publishing state the server answered, so every view of it follows. */
export const useStorePublication = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (status: PublicationStatus) => queryClient.setQueryData(publicationKeys.status(status.documentId), status),
    [queryClient],
  );
};
