import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { adminApi } from "./admin-client";
import { adminKeys } from "./queries";
import { uploadReferenceWork } from "./upload-reference-work";

/** The reference corpus, newest first. */
export const useReferenceWorks = () =>
  useQuery({
    queryKey: adminKeys.referenceWorks(),
    queryFn: ({ signal }) => adminApi.adminListReferenceWorks(undefined, { signal }),
  });

type UploadPhase = "idle" | "uploading" | "reading";

/** One upload at a time, with its progress, then the server's reading; leaving the page cancels it. */
export const useUploadReferenceWork = () => {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      setPhase("uploading");
      return uploadReferenceWork({
        file,
        signal: controller.current.signal,
        onProgress: setProgress,
        onUploaded: () => setPhase("reading"),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.referenceWorks() }),
    onSettled: () => setPhase("idle"),
  });

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { upload: mutation.mutate, cancel, phase, progress, error: mutation.error, added: mutation.data, reset: mutation.reset };
};

/** Removes a work from the corpus. */
export const useDeleteReferenceWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.adminDeleteReferenceWork({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.referenceWorks() }),
  });
};
