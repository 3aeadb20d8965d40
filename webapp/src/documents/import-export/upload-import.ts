import { buildPath, contract, IMPORT_MESSAGES, type ImportMode } from "@wordloom/shared/api";
import type { DocumentDetail } from "@wordloom/shared/model";
import { refreshSession, sessionStore } from "../../api/session";
import { apiErrorFrom } from "../../api/api-error-from";

export interface UploadImportInput {
  file: File;
  mode: ImportMode;
  /** The document to overwrite (mode "overwrite"). */
  docId?: string;
  /** Upload progress from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The file is on the server; what remains is the conversion. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  text: string;
}

const importUrl = (mode: ImportMode, docId: string | undefined) => {
  const query = new URLSearchParams({ mode });
  if (docId) {
    query.set("docId", docId);
  }
  return `${buildPath(contract.importDocument.path, {})}?${query.toString()}`;
};

/** One upload with XMLHttpRequest, whose upload events (unlike fetch) report progress. */
const send = (input: UploadImportInput, token: string | null): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", importUrl(input.mode, input.docId));
    request.setRequestHeader("accept", "application/json");
    if (token) {
      request.setRequestHeader("authorization", `Bearer ${token}`);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        input.onProgress?.(event.loaded / event.total);
      }
    };
    request.upload.onload = () => {
      input.onProgress?.(1);
      input.onUploaded?.();
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(apiErrorFrom(0, "", IMPORT_MESSAGES.failed));
    request.onabort = () => reject(new DOMException("The import was cancelled.", "AbortError"));
    input.signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.set(contract.importDocument.multipart.field, input.file, input.file.name);
    request.send(form);
  });

/**
 * Uploads a file to POST /api/documents/import and answers the created or overwritten document.
 * A 401 refreshes the session once and sends again, like the typed client.
 */
export const uploadImport = async (input: UploadImportInput): Promise<DocumentDetail> => {
  let answer = await send(input, sessionStore.get()?.accessToken ?? null);
  if (answer.status === 401 && (await refreshSession())) {
    answer = await send(input, sessionStore.get()?.accessToken ?? null);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw apiErrorFrom(answer.status, answer.text, IMPORT_MESSAGES.failed);
  }
  // The server validated this answer against the contract's DocumentSchema before sending it.
  return JSON.parse(answer.text) as DocumentDetail;
};
