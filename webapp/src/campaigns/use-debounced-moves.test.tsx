import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedMoves } from "./use-debounced-moves";

describe("calendar moves (2,000 ms debounce)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves once, 2 s after the last drop, with each post's last position", () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useDebouncedMoves(save));
    result.current.queue("a", "2026-12-01T10:00:00.000Z");
    vi.advanceTimersByTime(1_500);
    result.current.queue("a", "2026-12-02T10:00:00.000Z");
    result.current.queue("b", "2026-12-03T10:00:00.000Z");
    vi.advanceTimersByTime(1_999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save.mock.calls).toEqual([
      ["a", "2026-12-02T10:00:00.000Z"],
      ["b", "2026-12-03T10:00:00.000Z"],
    ]);
  });

  it("sends what is waiting when the screen closes", () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, unmount } = renderHook(() => useDebouncedMoves(save));
    result.current.queue("a", "2026-12-01T10:00:00.000Z");
    unmount();
    expect(save).toHaveBeenCalledWith("a", "2026-12-01T10:00:00.000Z");
  });
});
