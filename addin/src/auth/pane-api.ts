import { createClient, createSessionRefresher } from "@wordloom/shared/api";
import { createSessionStore } from "./session-store";

/** The pane's session, shared by every screen of the pane. */
export const paneSession = createSessionStore();

/** Refreshes the pane's session once for any number of concurrent 401s. */
export const refreshPaneSession = createSessionRefresher({
  storage: paneSession,
  fetch: (input, init) => globalThis.fetch(input, init),
  lockName: "wordloom.addin.session-refresh",
});

/** The typed client: same origin as the pane (the server serves /addin/), bearer token, refresh and retry on 401. */
export const paneApi = createClient({
  baseUrl: "",
  // Looked up on every call (not bound once at start), so the pane always uses the current fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => paneSession.get()?.accessToken ?? null,
  onUnauthenticated: refreshPaneSession,
});
