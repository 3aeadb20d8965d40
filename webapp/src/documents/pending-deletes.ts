/**
 * Deletions waiting out their 2 s (spec document 1 §4) and deletions on their way to the server,
 * kept outside React: a deletion carries on when the screen that asked for it goes away.
 */
export type PendingDeleteState = "waiting" | "sending";

interface Entry {
  state: PendingDeleteState;
  timer: ReturnType<typeof setTimeout> | null;
  send: () => Promise<unknown>;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyMap<string, PendingDeleteState> = new Map();

const publish = () => {
  snapshot = new Map([...entries].map(([id, entry]) => [id, entry.state]));
  listeners.forEach((listener) => listener());
};

const start = (id: string) => {
  const entry = entries.get(id);
  if (!entry || entry.state === "sending") {
    return;
  }
  if (entry.timer) {
    clearTimeout(entry.timer);
  }
  entry.timer = null;
  entry.state = "sending";
  publish();
  void entry.send().finally(() => {
    entries.delete(id);
    publish();
  });
};

export const pendingDeletes = {
  /** Sends `send()` after `delayMs` unless undone; a document already pending is left as it is. */
  schedule(id: string, send: () => Promise<unknown>, delayMs: number): void {
    if (entries.has(id)) {
      return;
    }
    entries.set(id, { state: "waiting", send, timer: setTimeout(() => start(id), delayMs) });
    publish();
  },
  /** Cancels a deletion still waiting; answers whether there was one. */
  undo(id: string): boolean {
    const entry = entries.get(id);
    if (!entry || entry.state !== "waiting") {
      return false;
    }
    if (entry.timer) {
      clearTimeout(entry.timer);
    }
    entries.delete(id);
    publish();
    return true;
  },
  /** Sends every waiting deletion now (the screen offering Undo is going away). */
  sendAll(): void {
    [...entries.keys()].forEach(start);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The pending deletions by document id; a new map after every change. */
  snapshot: (): ReadonlyMap<string, PendingDeleteState> => snapshot,
};

// Leaving the page: the waiting deletions go out now rather than never.
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => pendingDeletes.sendAll());
}
