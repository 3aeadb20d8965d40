import { describe, expect, it, vi } from "vitest";
import type { AuthResult } from "../model";
import { testUser } from "../testing";
import { createSessionRefresher } from "./session-refresher";

const session = (overrides: Partial<AuthResult> = {}): AuthResult => ({
  accessToken: "old-access",
  refreshToken: "old-refresh",
  accessTokenExpiresAt: "2099-01-01T00:00:00.000Z",
  user: testUser(),
  ...overrides,
});

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });

const memoryStorage = (initial: AuthResult | null) => {
  let current = initial;
  return { get: () => current, set: (next: AuthResult | null) => void (current = next) };
};

describe("the session refresher", () => {
  it("rotates the refresh token once for concurrent callers and stores the new tokens", async () => {
    const storage = memoryStorage(session());
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, session({ accessToken: "new-access", refreshToken: "new-refresh" })));
    const refresh = createSessionRefresher({ storage, baseUrl: "http://api.test", fetch: fetchImpl });
    await expect(Promise.all([refresh(), refresh(), refresh()])).resolves.toEqual([true, true, true]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("http://api.test/api/auth/refresh");
    expect(init?.body).toBe(JSON.stringify({ refreshToken: "old-refresh" }));
    expect(storage.get()).toMatchObject({ accessToken: "new-access", refreshToken: "new-refresh" });
  });

  it("refreshes again once the previous refresh settled", async () => {
    const storage = memoryStorage(session());
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, session()));
    const refresh = createSessionRefresher({ storage, fetch: fetchImpl });
    await refresh();
    await refresh();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("ends the session when the refresh is refused, and answers false without a session", async () => {
    const storage = memoryStorage(session());
    const refresh = createSessionRefresher({
      storage,
      fetch: async () => json(401, { error: { code: "UNAUTHENTICATED", message: "no" } }),
    });
    await expect(refresh()).resolves.toBe(false);
    expect(storage.get()).toBeNull();
    await expect(refresh()).resolves.toBe(false);
  });

  it("refreshes a session signed in after a call that found none", async () => {
    const storage = memoryStorage(null);
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, session({ accessToken: "new-access" })));
    const refresh = createSessionRefresher({ storage, fetch: fetchImpl });
    await expect(refresh()).resolves.toBe(false);
    storage.set(session());
    await expect(refresh()).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  describe("across tabs", () => {
    /** The Web Locks API's exclusive mode: callbacks for one name run one after another. */
    const fakeLocks = () => {
      const tails = new Map<string, Promise<unknown>>();
      return {
        request<T>(name: string, callback: () => Promise<T>): Promise<T> {
          const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
          tails.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
      };
    };

    /** One tab's store: a cached copy of the shared localStorage, re-read on sync() (its storage event comes later). */
    const tabStorage = (shared: { value: AuthResult | null }) => {
      let cached = shared.value;
      return {
        get: () => cached,
        set: (next: AuthResult | null) => {
          cached = next;
          shared.value = next;
        },
        sync: () => {
          cached = shared.value;
        },
      };
    };

    it("lets one tab refresh while the other waits and then takes over the new tokens", async () => {
      const shared = { value: session() as AuthResult | null };
      const locks = fakeLocks();
      let releaseAnswer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (releaseAnswer = resolve));
      const fetchImpl = vi.fn<typeof fetch>(async () => {
        await answered;
        return json(200, session({ accessToken: "new-access", refreshToken: "new-refresh" }));
      });
      const tabA = tabStorage(shared);
      const tabB = tabStorage(shared);
      const refreshA = createSessionRefresher({ storage: tabA, fetch: fetchImpl, locks });
      const refreshB = createSessionRefresher({ storage: tabB, fetch: fetchImpl, locks });

      const both = Promise.all([refreshA(), refreshB()]);
      releaseAnswer();
      await expect(both).resolves.toEqual([true, true]);

      expect(fetchImpl).toHaveBeenCalledTimes(1);
      expect(tabA.get()).toMatchObject({ refreshToken: "new-refresh" });
      expect(tabB.get()).toMatchObject({ refreshToken: "new-refresh" });
    });

    it("answers false in a tab that waited while the other tab's refresh ended the session", async () => {
      const shared = { value: session() as AuthResult | null };
      const locks = fakeLocks();
      const fetchImpl = vi.fn<typeof fetch>(async () => json(401, { error: { code: "UNAUTHENTICATED", message: "no" } }));
      const refreshA = createSessionRefresher({ storage: tabStorage(shared), fetch: fetchImpl, locks });
      const refreshB = createSessionRefresher({ storage: tabStorage(shared), fetch: fetchImpl, locks });

      await expect(Promise.all([refreshA(), refreshB()])).resolves.toEqual([false, false]);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      expect(shared.value).toBeNull();
    });

    it("uses the browser's navigator.locks when no lock manager is given", async () => {
      const request = vi.fn(<T>(_name: string, callback: () => Promise<T>) => callback());
      vi.stubGlobal("navigator", { locks: { request } });
      try {
        const storage = memoryStorage(session());
        const refresh = createSessionRefresher({ storage, fetch: async () => json(200, session({ refreshToken: "new-refresh" })) });
        await expect(refresh()).resolves.toBe(true);
        expect(request).toHaveBeenCalledWith("wordloom.session-refresh", expect.any(Function));
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});
