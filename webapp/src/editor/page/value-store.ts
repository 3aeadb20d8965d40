import { useSyncExternalStore } from "react";
import type { Page } from "@wordloom/shared/model";

/**
 * A value outside React state, for values that change often (the editor's pages after each pause
 * in typing, the autosave status): the editor screen would otherwise render again as a whole on
 * every change. Only the parts that show the value subscribe.
 */
export interface ValueStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export const createValueStore = <T>(initial: T): ValueStore<T> => {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(value) {
      if (Object.is(value, current)) {
        return;
      }
      current = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

/** The store's value; re-renders the caller when it changes. */
export const useStoreValue = <T>(store: ValueStore<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get);

/** The editor's latest pages. */
export type LivePages = ValueStore<Page[]>;
