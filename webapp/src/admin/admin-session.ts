import { useSyncExternalStore } from "react";
import type { ApiClient } from "@wordloom/shared/api";

/** The signed-in admin as the server presents it. */
export type Admin = Awaited<ReturnType<ApiClient["adminMe"]>>;

/** What the browser keeps of a signed-in admin (spec document 1 §3: token and id, kept for the session). */
export interface AdminSession {
  accessToken: string;
  accessTokenExpiresAt: string;
  admin: Admin;
}

/** Why the last admin session ended: the admin signed out, or the server refused the token (expired or revoked). */
type AdminSessionEnd = "signed-out" | "expired";

interface State {
  session: AdminSession | null;
  ended: AdminSessionEnd | null;
}

/**
 * Separate from the user session (wordloom.session), in localStorage so that every tab of the
 * browser shares it (a new tab stays signed in); the token's own lifetime ends it, and signing out
 * in one tab signs out the others.
 */
export const ADMIN_SESSION_KEY = "wordloom.admin-session";
type Listener = () => void;
const listeners = new Set<Listener>();

const isLive = (session: AdminSession) => Date.parse(session.accessTokenExpiresAt) > Date.now();

const read = (): AdminSession | null => {
  try {
    const raw = localStorage.getItem(ADMIN_SESSION_KEY);
    const session = raw ? (JSON.parse(raw) as AdminSession) : null;
    return session && isLive(session) ? session : null;
  } catch {
    return null;
  }
};

let state: State = { session: read(), ended: null };

const notify = () => {
  for (const listener of listeners) {
    listener();
  }
};

const update = (next: State) => {
  state = next;
  if (next.session) {
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(next.session));
  } else {
    localStorage.removeItem(ADMIN_SESSION_KEY);
  }
  notify();
};

// Another tab signed in or out: this one follows.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== ADMIN_SESSION_KEY && event.key !== null) {
      return;
    }
    const session = read();
    state = { session, ended: session ? null : state.session ? "signed-out" : state.ended };
    notify();
  });
}

/** The admin session store: one source of truth for the admin token, in localStorage. */
export const adminSessionStore = {
  get: (): AdminSession | null => state.session,
  ended: (): AdminSessionEnd | null => state.ended,
  set(session: AdminSession) {
    update({ session, ended: null });
  },
  /** Forgets the admin session; admin pages then go to /admin/login. */
  clear(reason: AdminSessionEnd) {
    update({ session: null, ended: reason });
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useAdminSession = (): AdminSession | null => useSyncExternalStore(adminSessionStore.subscribe, adminSessionStore.get);

export const useAdminSessionEnd = (): AdminSessionEnd | null => useSyncExternalStore(adminSessionStore.subscribe, adminSessionStore.ended);
