import { useSyncExternalStore } from "react";
import type { AuthResult, User } from "@wordloom/shared/model";

/** What the browser keeps of a signed-in user. */
interface Session {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  user: User;
}

const STORAGE_KEY = "wordloom.session";
type Listener = () => void;
const listeners = new Set<Listener>();

const read = (): Session | null => {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
};

let current: Session | null = read();

const emit = () => {
  for (const listener of listeners) {
    listener();
  }
};

/** The session store: one source of truth for tokens and the signed-in user, synced across tabs. */
export const sessionStore = {
  get: (): Session | null => current,
  set(session: Session | null) {
    current = session;
    if (session) {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    } else {
      localStorage.removeItem(STORAGE_KEY);
    }
    emit();
  },
  /** Takes over what another tab stored (a refresh it just made) without waiting for its storage event. */
  sync() {
    const stored = read();
    if (JSON.stringify(stored) !== JSON.stringify(current)) {
      current = stored;
      emit();
    }
  },
  fromAuthResult(result: AuthResult) {
    sessionStore.set({ ...result });
  },
  /** The user as the server now describes them; an unchanged user re-renders nothing (AppLayout asks on every load). */
  updateUser(user: User) {
    if (current && JSON.stringify(current.user) !== JSON.stringify(user)) {
      sessionStore.set({ ...current, user });
    }
  },
  /** Clears every trace of the session in this browser (the spec's invalid-session flow). */
  clear() {
    sessionStore.set(null);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signed in or out. Guarded so the module also loads outside a browser (the end-to-end
// tests read the sidebar's table, which imports the features' public entries, in Node).
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEY) {
      current = read();
      emit();
    }
  });
}

export const useSession = (): Session | null => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

/**
 * Trades the refresh token for new tokens, once for any number of concurrent 401s and one tab at
 * a time (the shared refresher, through a Web Lock). On failure the session is cleared. The
 * refresher's client (the contract) loads with the first refresh, not with the first screen.
 */
export const refreshSession = async (): Promise<boolean> => (await import("./refresher")).webRefresher();
