import { useSyncExternalStore } from "react";

type Listener = () => void;
const listeners = new Set<Listener>();
let active = false;

/**
 * Whether the document is being read aloud (spec document 2 §4: read-out mode blocks trash and
 * share). One flag for the whole app, like the browser's single speech queue; `useReadAloud` keeps
 * it up to date, and any screen can read it without a provider.
 */
export const readOutModeStore = {
  get: (): boolean => active,
  set(next: boolean) {
    if (next === active) {
      return;
    }
    active = next;
    for (const listener of listeners) {
      listener();
    }
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** True while read-out mode is on: trash and share actions must be disabled. */
export const useReadOutMode = (): boolean => useSyncExternalStore(readOutModeStore.subscribe, readOutModeStore.get, readOutModeStore.get);
