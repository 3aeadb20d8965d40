import { refreshSession, sessionStore } from "../../api/session";
import { createStreamGeneration } from "./stream-generation";

/** The app's generation client: same-origin, the session's bearer token, one refresh-and-retry on 401. */
export const streamGeneration = createStreamGeneration({
  getToken: () => sessionStore.get()?.accessToken ?? null,
  onUnauthenticated: refreshSession,
});
