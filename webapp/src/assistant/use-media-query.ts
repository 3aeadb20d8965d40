import { useCallback, useSyncExternalStore } from "react";

/** Spec document 3 §2.1: the tool carousel shows 3 tools below 1200 px. */
export const NARROW_QUERY = "(max-width: 1199.98px)";
/** Below this the screen is a phone's: the pane's mobile-only rules apply. */
export const MOBILE_QUERY = "(max-width: 767.98px)";
/**
 * Below this the assistant is a bottom sheet: from 1280 px (a small laptop) it sits beside the
 * page, which shrinks to fit (issue 21: at 1440 × 900 it used to start under the whole page).
 */
export const SHEET_QUERY = "(max-width: 1279.98px)";

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
