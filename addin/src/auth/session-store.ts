import * as helpersModule from "@microsoft/office-js-helpers";
import { AuthResultSchema, type AuthResult } from "@wordloom/shared/model";

/**
 * office-js-helpers is a webpack UMD bundle: bundlers hand its exports over as the namespace,
 * Node's ESM loader (the unit tests) as the namespace's default.
 */
const OfficeHelpers: typeof helpersModule =
  "Storage" in helpersModule ? helpersModule : (helpersModule as unknown as { default: typeof helpersModule }).default;

/**
 * The pane's own session (never the web app's: each keeps its own single-use refresh token), kept
 * with office-js-helpers' Storage under the container "wordloom.addin", item "session".
 */
const PANE_SESSION_CONTAINER = "wordloom.addin";
const PANE_SESSION_ITEM = "session";
/** The localStorage key the helper writes: "@<container>/<item>". */
export const PANE_SESSION_KEY = `@${PANE_SESSION_CONTAINER}/${PANE_SESSION_ITEM}`;

type Listener = () => void;
type HelperStorage = helpersModule.Storage<string>;

type SessionPersistence = "local" | "memory";

interface SessionStore {
  get(): AuthResult | null;
  set(session: AuthResult | null): void;
  subscribe(listener: Listener): () => void;
  /** Takes over what another pane stored (a refresh it just made) without waiting for its notification. */
  sync(): void;
  /** Where the session lives: localStorage, or memory where the webview blocks storage. */
  readonly persistence: SessionPersistence;
  /** Stops following other panes' changes (tests). */
  close(): void;
}

/**
 * office-js-helpers' Storage over localStorage, or its in-memory storage where the webview refuses
 * localStorage (blocked or partitioned storage throws on access).
 */
const openStorage = (persistence: SessionPersistence): { storage: HelperStorage; persistence: SessionPersistence } => {
  if (persistence === "local") {
    try {
      const storage = new OfficeHelpers.Storage<string>(PANE_SESSION_CONTAINER, OfficeHelpers.StorageType.LocalStorage);
      storage.get(PANE_SESSION_ITEM);
      return { storage, persistence: "local" };
    } catch {
      // Fall through to memory.
    }
  }
  return {
    storage: new OfficeHelpers.Storage<string>(PANE_SESSION_CONTAINER, OfficeHelpers.StorageType.InMemoryStorage),
    persistence: "memory",
  };
};

/**
 * The session is stored as a JSON string (the helper's reviver would turn timestamp strings into
 * Date objects) and validated on every read: a value that no longer parses is ignored.
 */
const parseSession = (stored: unknown): AuthResult | null => {
  if (typeof stored !== "string") {
    return null;
  }
  try {
    const parsed = AuthResultSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Keeps the pane's session in memory and, where the webview allows, in localStorage so the pane
 * stays signed in when reopened. The helper's notify() reports changes other panes of this origin
 * make (Word open in two windows): a sign-out or a refreshed token there is taken over here, so
 * this pane never spends a refresh token the other one already used.
 */
export const createSessionStore = (persistence: SessionPersistence = "local"): SessionStore => {
  const opened = openStorage(persistence);
  const { storage } = opened;
  const read = (): AuthResult | null => {
    try {
      return parseSession(storage.get(PANE_SESSION_ITEM));
    } catch {
      return null;
    }
  };
  let current = read();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of [...listeners]) {
      listener();
    }
  };
  const takeOverStored = () => {
    const next = read();
    if (JSON.stringify(next) !== JSON.stringify(current)) {
      current = next;
      emit();
    }
  };
  const subscription = opened.persistence === "local" ? storage.notify(takeOverStored) : null;
  return {
    persistence: opened.persistence,
    get: () => current,
    sync: takeOverStored,
    set(session) {
      current = session;
      try {
        if (session) {
          storage.set(PANE_SESSION_ITEM, JSON.stringify(session));
        } else if (storage.has(PANE_SESSION_ITEM)) {
          storage.delete(PANE_SESSION_ITEM);
        }
      } catch {
        // Memory still holds the session; it only will not survive closing the pane.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      subscription?.unsubscribe();
    },
  };
};
