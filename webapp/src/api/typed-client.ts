import { createClient } from "@wordloom/shared/api";
import { refreshSession, sessionStore } from "./session";

/**
 * The typed client: same-origin, bearer token, one refresh-and-retry on 401. It holds the whole
 * contract (every endpoint's zod schemas, ~45 KB gzipped), so screens reach it through `api`
 * (client.ts), which loads this module on the first call instead of with the first screen.
 */
export const typedClient = createClient({
  baseUrl: "",
  // Looked up on every call (not bound once at start), so tests and the add-in's frame see the current fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => sessionStore.get()?.accessToken ?? null,
  onUnauthenticated: refreshSession,
});
