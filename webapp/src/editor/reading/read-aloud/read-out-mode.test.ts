import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readOutModeStore, useReadOutMode } from "./read-out-mode";

afterEach(() => readOutModeStore.set(false));

describe("useReadOutMode", () => {
  it("follows the read-out mode store, for screens that block trash and share", () => {
    const { result } = renderHook(() => useReadOutMode());
    expect(result.current).toBe(false);
    act(() => readOutModeStore.set(true));
    expect(result.current).toBe(true);
    act(() => readOutModeStore.set(false));
    expect(result.current).toBe(false);
  });
});
