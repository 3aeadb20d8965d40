import { useEffect, useRef } from "react";

interface TeleprompterKeyActions {
  togglePlay: () => void;
  faster: () => void;
  slower: () => void;
  close: () => void;
}

/** Controls that handle Space and arrows themselves (a focused button, a slider). */
const OWN_KEYS_SELECTOR = "input, textarea, select, button, [role='slider'], [contenteditable='true']";

/**
 * Teleprompter shortcuts (also sent by presentation remotes and pedals): Space plays or pauses,
 * ArrowUp / ArrowRight go faster, ArrowDown / ArrowLeft slower, Escape closes.
 */
export const useTeleprompterKeys = (actions: TeleprompterKeyActions): void => {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) {
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        latest.current.close();
        return;
      }
      if (event.target instanceof Element && event.target.closest(OWN_KEYS_SELECTOR)) {
        return;
      }
      const byKey: Record<string, (() => void) | undefined> = {
        " ": latest.current.togglePlay,
        ArrowUp: latest.current.faster,
        ArrowRight: latest.current.faster,
        ArrowDown: latest.current.slower,
        ArrowLeft: latest.current.slower,
      };
      const action = byKey[event.key];
      if (action) {
        event.preventDefault();
        action();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
};
