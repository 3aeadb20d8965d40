import { buildPath, contract, REFERENCE_WORK_MESSAGES } from "@wordloom/shared/api";
import type { ReferenceWork } from "@wordloom/shared/model";
import { apiErrorFrom } from "../api/api-error-from";
import { adminSessionStore } from "./admin-session";

export interface UploadReferenceWorkInput {
  file: File;
  /** Upload progress from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The file is on the server; what remains is reading and fingerprinting it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/**
 * Uploads a file to POST /api/admin/reference-works with XMLHttpRequest (whose upload events,
 * unlike fetch, report progress) and the admin's token. A 401 ends the admin session, as the
 * admin client does.
 */
export const uploadReferenceWork = (input: UploadReferenceWorkInput): Promise<ReferenceWork> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", buildPath(contract.adminAddReferenceWork.path, {}));
    request.setRequestHeader("accept", "application/json");
    const token = adminSessionStore.get()?.accessToken;
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
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        // The server validated this answer against the contract's ReferenceWorkSchema before sending it.
        resolve(JSON.parse(request.responseText) as ReferenceWork);
        return;
      }
      if (request.status === 401 && adminSessionStore.get()) {
        adminSessionStore.clear("expired");
      }
      reject(apiErrorFrom(request.status, request.responseText, REFERENCE_WORK_MESSAGES.unreadable));
    };
    request.onerror = () => reject(apiErrorFrom(0, "", REFERENCE_WORK_MESSAGES.unreadable));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    input.signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.set(contract.adminAddReferenceWork.multipart.field, input.file, input.file.name);
    request.send(form);
  });
