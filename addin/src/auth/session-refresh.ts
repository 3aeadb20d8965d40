import { createClient } from "@wordloom/shared/api";
import type { SessionStore } from "./session-store";

/**
 * Trades the refresh token for new tokens, as the web app does: concurrent 401s share one
 * refresh (a refresh token is single-use), and a failed refresh ends the session.
 */
export const createSessionRefresher = (store: SessionStore, baseUrl = "", fetchImpl?: typeof fetch) => {
  const plainClient = createClient({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  let refreshing: Promise<boolean> | null = null;
  return (): Promise<boolean> => {
    refreshing ??= (async () => {
      const session = store.get();
      if (!session) {
        return false;
      }
      try {
        store.set(await plainClient.refresh({ body: { refreshToken: session.refreshToken } }));
        return true;
      } catch {
        store.set(null);
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };
};
