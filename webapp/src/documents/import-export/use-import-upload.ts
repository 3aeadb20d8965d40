import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ImportMode } from "@wordloom/shared/api";
import type { DocumentDetail } from "@wordloom/shared/model";
import { ensureFeatureAvailable } from "../../account/public/feature-usage";
import { documentKeys } from "../queries";
import { uploadImport } from "./upload-import";

type ImportPhase = "idle" | "uploading" | "converting";

interface StartImport {
  file: File;
  mode: ImportMode;
  docId?: string;
}

/**
 * One import at a time: the quota check for a new document, the upload with its progress, then
 * the server's conversion. Closing the dialog (unmounting) cancels a running upload.
 */
export const useImportUpload = (onImported: (document: DocumentDetail, mode: ImportMode) => void) => {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ImportPhase>("idle");
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async ({ file, mode, docId }: StartImport) => {
      if (mode === "new" && !(await ensureFeatureAvailable("DocumentCreation"))) {
        return null;
      }
      controller.current = new AbortController();
      setProgress(0);
      setPhase("uploading");
      return uploadImport({
        file,
        mode,
        docId,
        signal: controller.current.signal,
        onProgress: setProgress,
        onUploaded: () => setPhase("converting"),
      });
    },
    onSuccess: async (document, { mode }) => {
      if (document) {
        await queryClient.invalidateQueries({ queryKey: documentKeys.all });
        onImported(document, mode);
      }
    },
    onSettled: () => setPhase("idle"),
  });

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { start: mutation.mutate, reset: mutation.reset, cancel, phase, progress, error: mutation.error, busy: mutation.isPending };
};
