import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exportDocument } from "../../../documents/public/import-export";
import { deferred } from "../../../test/render";
import { SAVE_BEFORE_EXPORT_MS, usePageExport } from "./use-page-export";

vi.mock("../../../ui/toasts", () => ({ useNotify: () => vi.fn() }));
vi.mock("../../../documents/import-export/export-document", () => ({ exportDocument: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(exportDocument).mockReset();
  vi.mocked(exportDocument).mockResolvedValue({ kind: "downloaded" });
});
afterEach(() => vi.useRealTimers());

describe("usePageExport", () => {
  it("saves pending edits before asking for the file, disabled from the click on", async () => {
    const saving = deferred<undefined>();
    const saveNow = vi.fn(() => saving.promise);
    const { result } = renderHook(() => usePageExport("doc-1", "Plan", saveNow));
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.exportAs("pdf");
    });
    expect(result.current.disabled).toBe(true);
    expect(exportDocument).not.toHaveBeenCalled();
    // A second click while saving starts nothing more.
    act(() => void result.current.exportAs("docx"));
    expect(saveNow).toHaveBeenCalledOnce();

    await act(async () => {
      saving.resolve(undefined);
      await running;
    });
    expect(exportDocument).toHaveBeenCalledExactlyOnceWith("doc-1", "pdf", { title: "Plan" });
    expect(result.current.disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(result.current.disabled).toBe(false);
  });

  it("exports the saved copy anyway when saving takes too long", async () => {
    const saveNow = vi.fn(() => new Promise<void>(() => undefined));
    const { result } = renderHook(() => usePageExport("doc-1", "Plan", saveNow));
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.exportAs("docx");
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_BEFORE_EXPORT_MS);
      await running;
    });
    expect(exportDocument).toHaveBeenCalledExactlyOnceWith("doc-1", "docx", { title: "Plan" });
  });
});
