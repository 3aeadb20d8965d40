import { ApiError, contract, EXPORT_FAILED_MESSAGE, type DownloadedFile, type ExportFormat } from "@wordloom/shared/api";
import { api } from "../../api/client";
import { downloadBlob } from "./download-file";

/** A save target from the File System Access API (Chromium browsers); elsewhere the download manager is used. */
interface SaveTarget {
  createWritable(): Promise<{ write(data: Blob): Promise<void>; close(): Promise<void> }>;
}
type SavePicker = (options: { suggestedName: string }) => Promise<SaveTarget>;

type ExportOutcome =
  | { kind: "downloaded" | "saved" | "cancelled" }
  /** Writing to the chosen place failed (a mapped drive, typically): offer `file` as a plain download. */
  | { kind: "fallback"; file: Blob; fileName: string };

const savePicker = (): SavePicker | null => {
  const candidate: unknown = Reflect.get(window, "showSaveFilePicker");
  return typeof candidate === "function" ? (options) => (candidate as SavePicker).call(window, options) : null;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** The exported file, with the name the server gave it. Failures throw an ApiError with the server's or the spec's message. */
const fetchExport = async (id: string, format: ExportFormat): Promise<DownloadedFile> => {
  try {
    return await api.download(contract.exportDocument, { params: { id }, body: { format } });
  } catch (error) {
    // Spec document 2 §8: a failure shows the server's text, or this message when there is none.
    throw error instanceof ApiError && error.code === "INTERNAL" ? new ApiError(error.status, "INTERNAL", EXPORT_FAILED_MESSAGE) : error;
  }
};

/**
 * Exports a document as PDF or DOCX. Where the browser lets the user choose where to save, the
 * place is asked for first (while the click still counts as the user's), then the file is written
 * there; if that write fails the outcome is a fallback download. Elsewhere the file is downloaded.
 */
export const exportDocument = async (
  id: string,
  format: ExportFormat,
  { title = "document" }: { title?: string } = {},
): Promise<ExportOutcome> => {
  const picker = savePicker();
  if (!picker) {
    const { file, fileName } = await fetchExport(id, format);
    downloadBlob(file, fileName);
    return { kind: "downloaded" };
  }
  let target: SaveTarget;
  try {
    target = await picker({ suggestedName: `${title}.${format}` });
  } catch (error) {
    if (isAbort(error)) {
      return { kind: "cancelled" };
    }
    const { file, fileName } = await fetchExport(id, format);
    return { kind: "fallback", file, fileName };
  }
  const { file, fileName } = await fetchExport(id, format);
  try {
    const writable = await target.createWritable();
    await writable.write(file);
    await writable.close();
    return { kind: "saved" };
  } catch {
    return { kind: "fallback", file, fileName };
  }
};
