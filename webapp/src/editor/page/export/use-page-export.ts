import { useCallback, useRef, useState } from "react";
import type { ExportFormat } from "@wordloom/shared/api";
import { useExportDocument } from "../../../documents/public/import-export";

/** How long an export waits for pending edits to be saved before it asks for the file anyway. */
export const SAVE_BEFORE_EXPORT_MS = 3_000;

const settledWithin = (work: Promise<void>, milliseconds: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    void work
      .then(
        () => resolve(),
        () => resolve(),
      )
      .finally(() => clearTimeout(timer));
  });

/**
 * The editor's Export PDF / Export DOCX: the server exports its saved copy, so the edits still
 * waiting for autosave are saved first (for at most SAVE_BEFORE_EXPORT_MS). The buttons stay
 * disabled from the click until the 2-second cooldown of `useExportDocument` ends.
 */
export const usePageExport = (documentId: string, title: string, saveNow: () => Promise<void>) => {
  const exporter = useExportDocument(documentId, title);
  const [working, setWorking] = useState(false);
  // A second click in the same frame must not start a second export.
  const started = useRef(false);
  const { exportAs: exportSaved, disabled } = exporter;

  const exportAs = useCallback(
    async (format: ExportFormat) => {
      if (started.current || disabled) {
        return;
      }
      started.current = true;
      setWorking(true);
      try {
        await settledWithin(saveNow(), SAVE_BEFORE_EXPORT_MS);
        await exportSaved(format);
      } finally {
        started.current = false;
        setWorking(false);
      }
    },
    [disabled, saveNow, exportSaved],
  );

  return { ...exporter, exportAs, disabled: disabled || working };
};
