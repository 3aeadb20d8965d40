import { beforeEach, describe, expect, it } from "vitest";
import { changedBlocks } from "../../core/conversion/changed-blocks";
import { createPendingStore, pendingKey } from "./pending-store";
import { pagesOf, withText } from "./test-pages";

describe("pending store", () => {
  beforeEach(() => localStorage.clear());

  it("round-trips a change set per user and document", () => {
    const store = createPendingStore(localStorage, pendingKey("user-1", "doc-1"));
    const base = pagesOf(["a", "b"]);
    const changes = changedBlocks(base, withText(base, "b", "Offline edit."));
    expect(store.read()).toBeNull();
    expect(store.write({ baseVersion: 3, changes, savedAt: "2025-01-01T00:00:00.000Z" })).toBe(true);
    expect(store.read()).toEqual({ baseVersion: 3, changes, savedAt: "2025-01-01T00:00:00.000Z" });
    expect(createPendingStore(localStorage, pendingKey("user-2", "doc-1")).read()).toBeNull();
    store.clear();
    expect(store.read()).toBeNull();
  });

  it("ignores a damaged record", () => {
    localStorage.setItem("k", "{not json");
    expect(createPendingStore(localStorage, "k").read()).toBeNull();
    localStorage.setItem("k", JSON.stringify({ baseVersion: "x" }));
    expect(createPendingStore(localStorage, "k").read()).toBeNull();
  });

  it("answers false instead of throwing when the browser refuses the write", () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    } as unknown as Storage;
    expect(
      createPendingStore(full, "k").write({ baseVersion: 1, changes: { upserted: [], removed: ["x"], pageCount: 1 }, savedAt: "" }),
    ).toBe(false);
  });
});
