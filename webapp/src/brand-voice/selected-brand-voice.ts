import { useSyncExternalStore } from "react";

/**
 * The brand voice chosen in the creation panes' selector, kept in this browser so the next pane
 * starts with it. Null means "no brand voice".
 */
const STORAGE_KEY = "wordloom.brandVoiceId";
const listeners = new Set<() => void>();

const read = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

let current = read();

export const selectedBrandVoice = {
  get: (): string | null => current,
  set(id: string | null) {
    current = id;
    if (id) {
      localStorage.setItem(STORAGE_KEY, id);
    } else {
      localStorage.removeItem(STORAGE_KEY);
    }
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useSelectedBrandVoiceId = (): string | null => useSyncExternalStore(selectedBrandVoice.subscribe, selectedBrandVoice.get);
