import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildPages } from "./test-documents";
import { createValueStore, useStoreValue } from "./value-store";

describe("value store", () => {
  it("hands the latest value to subscribers, and only when it changes", () => {
    const first = buildPages(["One."]);
    const second = buildPages(["Two."]);
    const store = createValueStore(first);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(first);
    expect(listener).not.toHaveBeenCalled();
    store.set(second);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    store.set(first);
    expect(listener).toHaveBeenCalledOnce();

    const { result } = renderHook(() => useStoreValue(store));
    expect(result.current).toBe(first);
    act(() => store.set(second));
    expect(result.current).toBe(second);
  });
});
