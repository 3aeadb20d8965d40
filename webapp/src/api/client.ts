import { createClient } from "@wordloom/shared/api";
import { refreshSession, sessionStore } from "./session";

/** The typed client every screen uses: same-origin, bearer token, one refresh-and-retry on 401. */
export const api = createClient({
  baseUrl: "",
  // Looked up on every call (not bound once at start), so tests and the add-in's frame see the current fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => sessionStore.get()?.accessToken ?? null,
  onUnauthenticated: refreshSession,
});
