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
});
