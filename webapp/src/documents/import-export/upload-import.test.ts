import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, IMPORT_MESSAGES } from "@wordloom/shared/api";
import { sessionStore } from "../../api/session";
import { testUser } from "../../test/user";
import { uploadImport } from "./upload-import";

/** A stand-in XMLHttpRequest the test drives: it records what was sent and answers on demand. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const lastRequest = async () => {
  await vi.waitFor(() => expect(FakeRequest.sent.length).toBeGreaterThan(0));
  const request = FakeRequest.sent.at(-1);
  if (!request) {
    throw new Error("nothing was sent");
  }
  return request;
};

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
  sessionStore.set({ accessToken: "token-1", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user: testUser() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe("uploadImport", () => {
  it("posts the file as multipart with the bearer token and the mode, reporting progress", async () => {
    const progress: number[] = [];
    const uploaded = vi.fn();
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    const result = uploadImport({
      file,
      mode: "overwrite",
      docId: "doc-1",
      onProgress: (value) => progress.push(value),
      onUploaded: uploaded,
    });
    const request = await lastRequest();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/documents/import?mode=overwrite&docId=doc-1");
    expect(request.headers.authorization).toBe("Bearer token-1");
    expect((request.body?.get("file") as File).name).toBe("notes.txt");
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
    request.upload.onload?.();
    expect(progress).toEqual([0.25, 1]);
    expect(uploaded).toHaveBeenCalledTimes(1);
    request.answer(200, { id: "doc-1", title: "Draft" });
    await expect(result).resolves.toMatchObject({ id: "doc-1" });
  });

  it("turns an error answer into the server's ApiError", async () => {
    const result = uploadImport({ file: new File(["x"], "a.docx"), mode: "new" });
    (await lastRequest()).answer(422, { error: { code: "IMPORT_FAILED", message: IMPORT_MESSAGES.failed } });
    const error: unknown = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "IMPORT_FAILED", message: IMPORT_MESSAGES.failed });
  });

  it("answers 'Unable to import your file' when the connection fails, and stops on abort", async () => {
    const failed = uploadImport({ file: new File(["x"], "a.txt"), mode: "new" });
    (await lastRequest()).onerror?.();
    await expect(failed).rejects.toMatchObject({ message: IMPORT_MESSAGES.failed });
    const controller = new AbortController();
    const aborted = uploadImport({ file: new File(["x"], "a.txt"), mode: "new", signal: controller.signal });
    await vi.waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: "AbortError" });
  });
});
