import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, EXPORT_COOLDOWN_MS, EXPORT_FAILED_MESSAGE, type ExportFormat } from "@wordloom/shared/api";
import { useNotify } from "../../ui/toasts";
import { downloadBlob } from "./download-file";
import { exportDocument } from "./export-document";

interface ExportFallback {
  file: Blob;
  fileName: string;
}

/**
 * The editor's Export buttons: `exportAs("pdf" | "docx")` downloads the document; every button is
 * disabled for 2 seconds after a click (spec document 2 §4) and while an export runs. A failure is
 * toasted with the server's text or 'Unable to download the document.'; a failed save to a chosen
 * place (a mapped drive) leaves `fallback` set for <MappedDriveFallback>.
 */
export const useExportDocument = (documentId: string, title?: string) => {
  const notify = useNotify();
  const [coolingDown, setCoolingDown] = useState(false);
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [fallback, setFallback] = useState<ExportFallback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = useRef(false);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
      }
    },
    [],
  );

  const exportAs = useCallback(
    async (format: ExportFormat) => {
      if (busy.current || timer.current) {
        return;
      }
      busy.current = true;
      setCoolingDown(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        setCoolingDown(false);
      }, EXPORT_COOLDOWN_MS);
      setRunning(format);
      setFallback(null);
      try {
        const outcome = await exportDocument(documentId, format, title === undefined ? {} : { title });
        if (outcome.kind === "fallback") {
          setFallback({ file: outcome.file, fileName: outcome.fileName });
        }
      } catch (error) {
        notify(error instanceof ApiError ? error.message : EXPORT_FAILED_MESSAGE, "error");
      } finally {
        busy.current = false;
        setRunning(null);
      }
    },
    [documentId, title, notify],
  );

  const downloadFallback = useCallback(() => {
    if (fallback) {
      downloadBlob(fallback.file, fallback.fileName);
      setFallback(null);
    }
  }, [fallback]);

  return {
    exportAs,
    disabled: coolingDown || running !== null,
    running,
    fallback,
    downloadFallback,
    dismissFallback: () => setFallback(null),
  };
};
