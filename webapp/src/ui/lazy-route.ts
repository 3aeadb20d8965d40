import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** Sends the user to the network page, remembering where they were so "Try again" comes back. */
export const showNetworkPage = () => {
  const from = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/network.html?from=${encodeURIComponent(from)}`);
};

/**
 * Loads a route's code on demand. When the chunk cannot be fetched (offline, or a new release
 * replaced it), the user goes to the network page instead of a blank screen (spec document 1 §4).
 */
export const lazyRoute =
  <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      showNetworkPage();
      throw error;
    }
  };

interface LazyComponent<Module, Props extends object> {
  /** Render inside a Suspense boundary. */
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts fetching the code early; the same request serves the first render. */
  preload: () => Promise<Module>;
}

/** A component whose code loads on first render (or on preload), with the same network-page fallback as routes. */
export const lazyComponent = <Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyComponent<Module, Props> => {
  let loading: Promise<Module> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Component = lazy(async () => {
    try {
      return { default: pick(await preload()) };
    } catch (error) {
      showNetworkPage();
      throw error;
    }
  });
  return { Component, preload };
};
