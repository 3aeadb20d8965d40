/**
 * Inside the add-in's pane the web app is a third-party frame (Word on the web frames the pane),
 * and browsers that block third-party storage throw on every localStorage access. The framed
 * route gets its session over the bridge and needs nothing to persist, so such a frame keeps its
 * storage in memory for the life of the page.
 */
const storageWorks = (): boolean => {
  try {
    const probe = "wordloom.frame.probe";
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
};

export const createMemoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
};

if (!storageWorks()) {
  Object.defineProperty(window, "localStorage", { value: createMemoryStorage(), configurable: true });
}
