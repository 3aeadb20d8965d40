import type { ComponentType } from "react";

/**
 * Loads a route's code on demand. When the chunk cannot be fetched (offline, or a new release
 * replaced it), the user goes to the network page instead of a blank screen (spec document 1 §4).
 */
export const lazyRoute =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      const from = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/network.html?from=${encodeURIComponent(from)}`);
      throw error;
    }
  };
