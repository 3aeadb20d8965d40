import { AuthResultSchema, type AuthResult } from "@wordloom/shared/model";

/** The pane's own session (never the web app's: each keeps its own single-use refresh token). */
export const PANE_SESSION_KEY = "wordloom.addin.session";

type Listener = () => void;

/** Storage that may be missing or refuse writes (blocked or partitioned storage in some webviews). */
const safeStorage = (): Storage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
};

export interface SessionStore {
  get(): AuthResult | null;
  set(session: AuthResult | null): void;
  subscribe(listener: Listener): () => void;
}

/**
 * Keeps the pane's session in memory, and in localStorage where the webview allows it so the
 * pane stays signed in when reopened. A stored value that no longer parses is ignored.
 */
export const createSessionStore = (storage: Storage | null = safeStorage()): SessionStore => {
  const read = (): AuthResult | null => {
    try {
      const raw = storage?.getItem(PANE_SESSION_KEY);
      if (!raw) {
        return null;
      }
      const parsed = AuthResultSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  let current = read();
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(session) {
      current = session;
      try {
        if (session) {
          storage?.setItem(PANE_SESSION_KEY, JSON.stringify(session));
        } else {
          storage?.removeItem(PANE_SESSION_KEY);
        }
      } catch {
        // Memory still holds the session; it only will not survive closing the pane.
      }
      for (const listener of [...listeners]) {
        listener();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
