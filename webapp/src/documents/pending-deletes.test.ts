import { afterEach, describe, expect, it, vi } from "vitest";
import { pendingDeletes } from "./pending-deletes";

afterEach(() => {
  vi.useRealTimers();
});

describe("pending deletions", () => {
  it("waits out the delay, then sends once and forgets the document when the request settles", async () => {
    vi.useFakeTimers();
    let settle: () => void = () => undefined;
    const send = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    pendingDeletes.schedule("a", send, 2_000);
    pendingDeletes.schedule("a", send, 2_000);
    expect(pendingDeletes.snapshot().get("a")).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(pendingDeletes.snapshot().get("a")).toBe("sending");
    expect(pendingDeletes.undo("a")).toBe(false);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(pendingDeletes.snapshot().has("a")).toBe(false);
  });

  it("Undo during the delay cancels the request", async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve());
    pendingDeletes.schedule("b", send, 2_000);
    expect(pendingDeletes.undo("b")).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).not.toHaveBeenCalled();
    expect(pendingDeletes.snapshot().has("b")).toBe(false);
  });

  it("sends every waiting deletion at once when its screen goes away or the page is hidden", async () => {
    vi.useFakeTimers();
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    pendingDeletes.schedule("c", first, 2_000);
    pendingDeletes.sendAll();
    expect(first).toHaveBeenCalledTimes(1);
    pendingDeletes.schedule("d", second, 2_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(second).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
