import type { AuthResult } from "../model";
import { createClient } from "./client";

/** Where a front end keeps its session: the web app's store, the add-in pane's own. */
export interface SessionStorage {
  get(): { refreshToken: string } | null;
  set(session: AuthResult | null): void;
}

export interface SessionRefresherOptions {
  storage: SessionStorage;
  /** Origin of the API; "" for same-origin calls. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Builds `refresh()`: trades the stored refresh token for new tokens (the server rotates it) and
 * stores them. Concurrent callers (several calls answered 401 at once) share one refresh, because
 * a refresh token is single-use and a second parallel refresh would revoke the session. A failed
 * refresh ends the session. Answers whether the session was refreshed.
 */
export const createSessionRefresher = ({ storage, baseUrl = "", fetch }: SessionRefresherOptions): (() => Promise<boolean>) => {
  // A client without the refresh hook: the refresh call itself must never try to refresh.
  const plainClient = createClient({ baseUrl, ...(fetch ? { fetch } : {}) });
  const refreshOnce = async (): Promise<boolean> => {
    const session = storage.get();
    if (!session) {
      return false;
    }
    try {
      storage.set(await plainClient.refresh({ body: { refreshToken: session.refreshToken } }));
      return true;
    } catch {
      storage.set(null);
      return false;
    }
  };
  let refreshing: Promise<boolean> | null = null;
  return () => {
    // Cleared once settled (never synchronously inside refreshOnce, which would run before this
    // assignment when there is no session and leave a settled promise in place for good).
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
};
