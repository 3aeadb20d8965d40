import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXPORT_COOLDOWN_MS, EXPORT_FAILED_MESSAGE, fileNameFromDisposition } from "@wordloom/shared/api";
import { sessionStore } from "../../api/session";
import { testUser } from "../../test/user";
import { exportDocument } from "./export-document";
import { mappedDriveSteps } from "./mapped-drive";
import { useExportDocument } from "./use-export-document";

const PDF_ANSWER = () =>
  new Response(new Blob(["%PDF-1.7"]), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="Plan.pdf"; filename*=UTF-8''Pl%C3%A4n.pdf`,
    },
  });

const notify = vi.hoisted(() => vi.fn());
vi.mock("../../ui/toasts", () => ({ useNotify: () => notify }));

const fetchMock = vi.fn<typeof fetch>();
const clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  fetchMock.mockReset();
  notify.mockReset();
  clicked.length = 0;
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = vi.fn(() => "blob:export");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  sessionStore.set({ accessToken: "token-1", refreshToken: "r", accessTokenExpiresAt: "2099-01-01T00:00:00.000Z", user: testUser() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, "showSaveFilePicker");
  sessionStore.clear();
});

describe("exportDocument", () => {
  it("posts the format with the bearer token and downloads the file under the server's name", async () => {
    fetchMock.mockResolvedValue(PDF_ANSWER());
    await expect(exportDocument("doc-1", "pdf")).resolves.toEqual({ kind: "downloaded" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/documents/doc-1/export");
    expect(init).toMatchObject({ method: "POST", body: JSON.stringify({ format: "pdf" }) });
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-1");
    expect(clicked).toEqual([{ href: "blob:export", download: "Plän.pdf" }]);
  });

  it("offers the mapped-drive fallback when writing to the chosen place fails", async () => {
    fetchMock.mockResolvedValue(PDF_ANSWER());
    const failingWrite = { createWritable: () => Promise.reject(new DOMException("Network drive refused", "NotAllowedError")) };
    Reflect.set(
      window,
      "showSaveFilePicker",
      vi.fn(() => Promise.resolve(failingWrite)),
    );
    const outcome = await exportDocument("doc-1", "pdf", { title: "Plan" });
    expect(outcome).toMatchObject({ kind: "fallback", fileName: "Plän.pdf" });
    expect(clicked).toEqual([]);
  });

  it("does nothing when the user cancels the save dialog", async () => {
    Reflect.set(
      window,
      "showSaveFilePicker",
      vi.fn(() => Promise.reject(new DOMException("cancelled", "AbortError"))),
    );
    await expect(exportDocument("doc-1", "docx")).resolves.toEqual({ kind: "cancelled" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads file names and gives browser-specific steps", () => {
    expect(fileNameFromDisposition(null, "document.pdf")).toBe("document.pdf");
    expect(fileNameFromDisposition('attachment; filename="Plan.docx"', "x")).toBe("Plan.docx");
    expect(mappedDriveSteps("Mozilla/5.0 Firefox/128.0").join(" ")).toContain("Ctrl+Shift+Y");
    expect(mappedDriveSteps("Mozilla/5.0 Chrome/126.0 Safari/537.36 Edg/126.0").join(" ")).toContain("File Explorer");
  });
});

describe("useExportDocument", () => {
  it("disables the buttons for 2 seconds after a click and ignores clicks meanwhile", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockResolvedValue(PDF_ANSWER());
      const { result } = renderHook(() => useExportDocument("doc-1", "Plan"));
      expect(result.current.disabled).toBe(false);
      await act(() => result.current.exportAs("pdf"));
      expect(result.current.disabled).toBe(true);
      await act(() => result.current.exportAs("docx"));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(EXPORT_COOLDOWN_MS));
      expect(result.current.disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's error text, or the spec's download failure", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Document not found." } }), { status: 404 }),
    );
    const { result } = renderHook(() => useExportDocument("doc-1"));
    await act(() => result.current.exportAs("docx"));
    expect(notify).toHaveBeenCalledWith("Document not found.", "error");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const second = renderHook(() => useExportDocument("doc-2"));
    await act(() => second.result.current.exportAs("pdf"));
    expect(notify).toHaveBeenLastCalledWith(EXPORT_FAILED_MESSAGE, "error");
  });
});
