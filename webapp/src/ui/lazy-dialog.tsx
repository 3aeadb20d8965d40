import { Suspense, useState, type ComponentType } from "react";
import { lazyComponent } from "./lazy-route";

export interface LazyDialog<Props extends object> {
  /** Renders nothing until first opened, then the dialog (kept mounted so it closes as before). */
  Component: ComponentType<Props>;
  /** Fetches the dialog's code ahead of its first opening (preloadWhenIdle). */
  preload: () => Promise<unknown>;
}

/**
 * A dialog whose code (Fluent's Dialog and what the dialog itself needs) is no part of its
 * screen's first load: it loads when first opened, or earlier through `preload`.
 */
export const lazyDialog = <Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  isOpen: (props: Props) => boolean,
): LazyDialog<Props> => {
  const dialog = lazyComponent(load, pick);
  const Component = (props: Props) => {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) {
      setOpened(true);
    }
    return opened || open ? (
      <Suspense fallback={null}>
        <dialog.Component {...props} />
      </Suspense>
    ) : null;
  };
  return { Component, preload: dialog.preload };
};

/** Starts these loads once the browser is idle after the first screen (a failure waits for the real use). */
export const preloadWhenIdle = (...loads: (() => Promise<unknown>)[]) => {
  const run = () => loads.forEach((load) => void load().catch(() => undefined));
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(timer);
};
