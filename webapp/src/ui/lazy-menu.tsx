import { cloneElement, Suspense, useState, type ComponentType, type KeyboardEvent, type ReactElement } from "react";
import { lazyComponent } from "./lazy-route";

/** What a lazily loaded menu gets: its trigger (a button) and whether it opens as it mounts. */
export interface MenuPartProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

interface TriggerProps {
  onClick?: (...args: never[]) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A menu button whose menu (Fluent's Menu, its positioning and focus manager) is no part of the
 * screen's first load. Until first used, the trigger renders alone, marked as opening a menu; the
 * first click (or Arrow Down, as on Fluent's trigger) loads the menu, which mounts open with focus
 * on its first item, and stays for later uses (Escape returns focus to its trigger).
 */
export const lazyMenu = <Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props & MenuPartProps>,
) => {
  const menu = lazyComponent(load, pick);
  const Component = (props: Props & { trigger: ReactElement<TriggerProps> }) => {
    const [opened, setOpened] = useState(false);
    const { trigger } = props;
    if (opened) {
      return (
        <Suspense fallback={trigger}>
          <menu.Component {...props} defaultOpen />
        </Suspense>
      );
    }
    return cloneElement(trigger, {
      "aria-haspopup": "menu",
      onClick: () => setOpened(true),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setOpened(true);
        }
      },
    } as TriggerProps);
  };
  return { Component, preload: menu.preload };
};
