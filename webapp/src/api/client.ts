import { createClient } from "@wordloom/shared/api";
import { refreshSession, sessionStore } from "./session";

/** The typed client every screen uses: same-origin, bearer token, one refresh-and-retry on 401. */
export const api = createClient({
  baseUrl: "",
  getToken: () => sessionStore.get()?.accessToken ?? null,
  onUnauthenticated: refreshSession,
});
