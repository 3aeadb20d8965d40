import { describe, expect, it, vi } from "vitest";
import { json, testSession } from "../../test/fixtures";
import { createSessionRefresher } from "./session-refresh";
import { createSessionStore, PANE_SESSION_KEY } from "./session-store";

describe("the pane's session store", () => {
  it("keeps the session in memory and in storage, and notifies", () => {
    const storage = window.localStorage;
    storage.clear();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(testSession());
    expect(JSON.parse(storage.getItem(PANE_SESSION_KEY) ?? "null")).toEqual(testSession());
    expect(createSessionStore(storage).get()).toEqual(testSession());
    store.set(null);
    expect(storage.getItem(PANE_SESSION_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("ignores a stored value that is not a session, and works without storage", () => {
    window.localStorage.setItem(PANE_SESSION_KEY, JSON.stringify({ accessToken: 1 }));
    expect(createSessionStore(window.localStorage).get()).toBeNull();
    const memoryOnly = createSessionStore(null);
    memoryOnly.set(testSession());
    expect(memoryOnly.get()).toEqual(testSession());
  });
});

describe("refreshing the pane's session", () => {
  it("shares one refresh between concurrent callers and stores the new tokens", async () => {
    const store = createSessionStore(null);
    store.set(testSession());
    const fetchImpl = vi.fn(async () => json(200, testSession({ accessToken: "new-access", refreshToken: "new-refresh" })));
    const refresh = createSessionRefresher(store, "http://api.test", fetchImpl);
    await expect(Promise.all([refresh(), refresh()])).resolves.toEqual([true, true]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(store.get()?.accessToken).toBe("new-access");
  });

  it("ends the session when the refresh fails", async () => {
    const store = createSessionStore(null);
    store.set(testSession());
    const refresh = createSessionRefresher(store, "http://api.test", async () => json(401, { error: { code: "UNAUTHENTICATED", message: "no" } }));
    await expect(refresh()).resolves.toBe(false);
    expect(store.get()).toBeNull();
  });
});
