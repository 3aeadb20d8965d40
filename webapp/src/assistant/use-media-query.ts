import { useCallback, useSyncExternalStore } from "react";

/** Spec document 3 §2.1: the tool carousel shows 3 tools below 1200 px. */
export const NARROW_QUERY = "(max-width: 1199.98px)";
/** Below this the pane is a bottom sheet (mobile). */
export const MOBILE_QUERY = "(max-width: 767.98px)";

/** Whether a media query matches, following changes. */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", listener);
      return () => list.removeEventListener("change", listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
};
