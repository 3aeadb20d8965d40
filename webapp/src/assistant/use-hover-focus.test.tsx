import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeHost, paragraph } from "./testing/fake-host";
import { HOVER_FOCUS_DELAY_MS, useHoverFocus } from "./use-hover-focus";

afterEach(() => vi.useRealTimers());

describe("useHoverFocus", () => {
  it("emphasises the card's words after 200 ms of hover and removes the emphasis on leave", () => {
    vi.useFakeTimers();
    const host = fakeHost([paragraph("p1", "Some words.")]);
    const span = { blockId: "p1", start: 5, end: 10 };
    const { result } = renderHook(() => useHoverFocus(host, span));
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(HOVER_FOCUS_DELAY_MS - 1));
    expect(host.focusSpan).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(host.focusSpan).toHaveBeenCalledWith(span);
    act(() => result.current.onMouseLeave());
    expect(host.focusSpan).toHaveBeenLastCalledWith(null);
  });

  it("does nothing for a hover shorter than 200 ms", () => {
    vi.useFakeTimers();
    const host = fakeHost([paragraph("p1", "Some words.")]);
    const { result } = renderHook(() => useHoverFocus(host, { blockId: "p1", start: 0, end: 4 }));
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(500));
    expect(host.focusSpan).not.toHaveBeenCalled();
  });
});
