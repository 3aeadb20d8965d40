import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { createFakeWordHost, installFakeWordHost, uninstallFakeWordHost } from "../../test/fake-word/host";
import type { CheckReport } from "./findings";
import type { CheckOutcome, CheckRequest } from "./run-check";
import { useChecker } from "./use-checker";

const SUPPORT = { textWithoutDeletions: "getReviewedText", temporaryHighlight: false, changeTracking: true } as const;

const report = (kind: CheckReport["kind"], keys: string[]): CheckReport => ({
  kind,
  findings: keys.map((key, index) => ({
    key,
    kind,
    blockId: "p0",
    start: index,
    end: index + 1,
    text: "x",
    title: key,
    suggestions: ["y"],
    removable: false,
    okayOnly: false,
  })),
});

beforeEach(() => installFakeWordHost(createFakeWordHost()));
afterEach(() => uninstallFakeWordHost());

const setUp = () => {
  const runCheck = vi.fn(async (request: CheckRequest): Promise<CheckOutcome> => ({
    status: "done",
    report: report(request.kind, [`${request.kind}-1`, `${request.kind}-2`]),
    highlights: [],
  }));
  const hook = renderHook(() => useChecker({ client: {} as ApiClient, runCheck, support: () => SUPPORT }));
  return { runCheck, hook };
};

describe("useChecker", () => {
  it("checks the chosen tool over the document or the selection", async () => {
    const { runCheck, hook } = setUp();
    act(() => hook.result.current.selectTool("grammar"));
    await act(() => hook.result.current.check());
    expect(runCheck).toHaveBeenLastCalledWith(expect.objectContaining({ kind: "grammar", scope: "document" }));
    expect(hook.result.current.state.report?.findings.map((finding) => finding.key)).toEqual(["grammar-1", "grammar-2"]);

    act(() => hook.result.current.setSelectionOnly(true));
    await act(() => hook.result.current.check());
    expect(runCheck).toHaveBeenLastCalledWith(expect.objectContaining({ scope: "selection" }));
  });

  it("asks for style suggestions on request, checking again when results are shown", async () => {
    const { runCheck, hook } = setUp();
    act(() => hook.result.current.selectTool("grammar"));
    await act(() => hook.result.current.check());
    expect(runCheck).toHaveBeenLastCalledWith(expect.not.objectContaining({ includeStyle: true }));
    await act(async () => hook.result.current.setIncludeStyle(true));
    await vi.waitFor(() => expect(runCheck).toHaveBeenLastCalledWith(expect.objectContaining({ kind: "grammar", includeStyle: true })));
    expect(runCheck).toHaveBeenCalledTimes(2);
  });

  it("clears results when the tool changes, and refetches when a compliance tab changes after a check", async () => {
    const { runCheck, hook } = setUp();
    act(() => hook.result.current.selectTool("grammar"));
    await act(() => hook.result.current.check());
    act(() => hook.result.current.selectTool("compliance"));
    expect(hook.result.current.state).toMatchObject({ tool: "compliance", status: "idle", report: null });

    await act(() => hook.result.current.check());
    expect(runCheck).toHaveBeenLastCalledWith(expect.objectContaining({ kind: "pii" }));
    await act(async () => {
      hook.result.current.selectComplianceTab("legal");
      await vi.waitFor(() => expect(runCheck).toHaveBeenLastCalledWith(expect.objectContaining({ kind: "legal" })));
    });
    await vi.waitFor(() => expect(hook.result.current.state.report?.kind).toBe("legal"));
  });

  it("drops a check that finishes after the tool changed", async () => {
    let finish: (outcome: CheckOutcome) => void = () => undefined;
    const runCheck = vi.fn(() => new Promise<CheckOutcome>((resolve) => (finish = resolve)));
    const hook = renderHook(() => useChecker({ client: {} as ApiClient, runCheck, support: () => SUPPORT }));
    act(() => hook.result.current.selectTool("grammar"));
    let checking: Promise<void> = Promise.resolve();
    act(() => {
      checking = hook.result.current.check();
    });
    await vi.waitFor(() => expect(runCheck).toHaveBeenCalled());
    act(() => hook.result.current.selectTool("offensive"));
    await act(async () => {
      finish({ status: "done", report: report("grammar", ["late"]), highlights: [] });
      await checking;
    });
    expect(hook.result.current.state).toMatchObject({ tool: "offensive", status: "idle", report: null });
  });

  it("removes a discarded card", async () => {
    const { hook } = setUp();
    act(() => hook.result.current.selectTool("offensive"));
    await act(() => hook.result.current.check());
    await act(() => hook.result.current.discard("offensive-1"));
    expect(hook.result.current.state.report?.findings.map((finding) => finding.key)).toEqual(["offensive-2"]);
  });
});
