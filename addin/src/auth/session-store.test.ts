import { describe, expect, it, vi } from "vitest";
import { json, testSession } from "../../test/fixtures";
import { createSessionRefresher } from "@wordloom/shared/api";
import { createSessionStore, PANE_SESSION_KEY } from "./session-store";

describe("the pane's session store (office-js-helpers Storage)", () => {
  it("keeps the session in memory and in localStorage under the helper's scoped key, and notifies", () => {
    window.localStorage.clear();
    const store = createSessionStore();
    expect(store.persistence).toBe("local");
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(testSession());
    expect(PANE_SESSION_KEY).toBe("@wordloom.addin/session");
    // Stored as a JSON string, so the helper's date reviver cannot turn timestamps into Dates.
    expect(JSON.parse(JSON.parse(window.localStorage.getItem(PANE_SESSION_KEY) ?? "null"))).toEqual(testSession());
    expect(createSessionStore().get()).toEqual(testSession());
    store.set(null);
    expect(window.localStorage.getItem(PANE_SESSION_KEY)).toBeNull();
    expect(createSessionStore().get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    store.close();
  });

  it("keeps timestamps without milliseconds as strings", () => {
    window.localStorage.clear();
    const session = testSession({ accessTokenExpiresAt: "2030-01-01T00:00:00Z" });
    createSessionStore().set(session);
    expect(createSessionStore().get()).toEqual(session);
  });

  it("ignores a stored value that is not a session, and keeps the session in memory when storage is refused", () => {
    window.localStorage.setItem(PANE_SESSION_KEY, JSON.stringify(JSON.stringify({ accessToken: 1 })));
    expect(createSessionStore().get()).toBeNull();
    window.localStorage.setItem(PANE_SESSION_KEY, "not json");
    expect(createSessionStore().get()).toBeNull();

    const memoryOnly = createSessionStore("memory");
    expect(memoryOnly.persistence).toBe("memory");
    memoryOnly.set(testSession());
    expect(memoryOnly.get()).toEqual(testSession());

    const blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    try {
      const fallback = createSessionStore();
      expect(fallback.persistence).toBe("memory");
      fallback.set(testSession());
      expect(fallback.get()).toEqual(testSession());
    } finally {
      blocked.mockRestore();
    }
  });

  it("takes over a sign-out or refreshed tokens from another pane of the same origin (storage events)", async () => {
    window.localStorage.clear();
    const store = createSessionStore();
    store.set(testSession());
    const listener = vi.fn();
    store.subscribe(listener);

    // Another Word window's pane refreshes: its write reaches this pane as a storage event.
    const refreshed = testSession({ accessToken: "other-pane-access", refreshToken: "other-pane-refresh" });
    window.localStorage.setItem(PANE_SESSION_KEY, JSON.stringify(JSON.stringify(refreshed)));
    window.dispatchEvent(new StorageEvent("storage", { key: PANE_SESSION_KEY }));
    await vi.waitFor(() => expect(store.get()?.refreshToken).toBe("other-pane-refresh"));
    expect(listener).toHaveBeenCalledTimes(1);

    // Events for other keys are not this store's business.
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated" }));

    window.localStorage.removeItem(PANE_SESSION_KEY);
    window.dispatchEvent(new StorageEvent("storage", { key: PANE_SESSION_KEY }));
    await vi.waitFor(() => expect(store.get()).toBeNull());
    expect(listener).toHaveBeenCalledTimes(2);
    store.close();
  });
});

describe("refreshing the pane's session", () => {
  it("shares one refresh between concurrent callers and stores the new tokens", async () => {
    const store = createSessionStore("memory");
    store.set(testSession());
    const fetchImpl = vi.fn(async () => json(200, testSession({ accessToken: "new-access", refreshToken: "new-refresh" })));
    const refresh = createSessionRefresher({ storage: store, baseUrl: "http://api.test", fetch: fetchImpl });
    await expect(Promise.all([refresh(), refresh()])).resolves.toEqual([true, true]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(store.get()?.accessToken).toBe("new-access");
  });

  it("ends the session when the refresh fails", async () => {
    const store = createSessionStore("memory");
    store.set(testSession());
    const refresh = createSessionRefresher({
      storage: store,
      baseUrl: "http://api.test",
      fetch: async () => json(401, { error: { code: "UNAUTHENTICATED", message: "no" } }),
    });
    await expect(refresh()).resolves.toBe(false);
    expect(store.get()).toBeNull();
  });
});
