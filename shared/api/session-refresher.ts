import type { AuthResult } from "../model";
import { createClient } from "./client";

/** Where a front end keeps its session: the web app's store, the add-in pane's own. */
export interface SessionStorage {
  get(): { refreshToken: string } | null;
  set(session: AuthResult | null): void;
  /**
   * Re-reads the copy other tabs or panes write (localStorage), so a refresh one of them made a
   * moment ago is seen before its change event arrives.
   */
  sync?(): void;
}

/** The part of the Web Locks API the refresher uses (navigator.locks). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionRefresherOptions {
  storage: SessionStorage;
  /** Origin of the API; "" for same-origin calls. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The browser's lock manager, shared by every tab of the origin; navigator.locks by default. */
  locks?: RefreshLocks | null;
  /** The lock's name: one per stored session (the web app's and the add-in pane's are separate). */
  lockName?: string;
}

const browserLocks = (): RefreshLocks | null => {
  const navigatorLike = (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator;
  return navigatorLike?.locks ?? null;
};

/**
 * Builds `refresh()`: trades the stored refresh token for new tokens (the server rotates it) and
 * stores them. Concurrent callers in this tab (several calls answered 401 at once) share one
 * refresh, and tabs take turns through a Web Lock: a tab that waited re-reads the stored session
 * and, when another tab refreshed meanwhile, takes over its tokens instead of spending the old
 * refresh token again (which the server would answer from its grace window at best). A failed
 * refresh ends the session. Answers whether the session was refreshed.
 */
export const createSessionRefresher = ({
  storage,
  baseUrl = "",
  fetch,
  locks = browserLocks(),
  lockName = "wordloom.session-refresh",
}: SessionRefresherOptions): (() => Promise<boolean>) => {
  // A client without the refresh hook: the refresh call itself must never try to refresh.
  const plainClient = createClient({ baseUrl, ...(fetch ? { fetch } : {}) });
  const exchange = async (spent: string): Promise<boolean> => {
    storage.sync?.();
    const session = storage.get();
    if (!session) {
      return false;
    }
    if (session.refreshToken !== spent) {
      // Another tab refreshed (or signed in again) while this one waited for the lock.
      return true;
    }
    try {
      storage.set(await plainClient.refresh({ body: { refreshToken: session.refreshToken } }));
      return true;
    } catch {
      storage.set(null);
      return false;
    }
  };
  const refreshOnce = async (): Promise<boolean> => {
    const spent = storage.get()?.refreshToken;
    if (!spent) {
      return false;
    }
    return locks ? locks.request(lockName, () => exchange(spent)) : exchange(spent);
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
