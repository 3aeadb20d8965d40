import { useCallback, useEffect, useRef } from "react";
import type { AssistantHost } from "./assistant-host";
import type { TextSpan } from "./text-edits";

/** Spec document 3 §9: hovering a card highlights its text after 200 ms. */
export const HOVER_FOCUS_DELAY_MS = 200;

/** Mouse handlers for a card: after a 200 ms hover its span is emphasised and scrolled to. */
export const useHoverFocus = (host: AssistantHost, span: TextSpan | null) => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focused = useRef(false);

  const onMouseLeave = useCallback(() => {
    clearTimeout(timer.current);
    if (focused.current) {
      focused.current = false;
      host.focusSpan(null);
    }
  }, [host]);

  const onMouseEnter = useCallback(() => {
    if (!span) {
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      focused.current = true;
      host.focusSpan(span);
    }, HOVER_FOCUS_DELAY_MS);
  }, [host, span]);

  useEffect(() => onMouseLeave, [onMouseLeave]);
  return { onMouseEnter, onMouseLeave };
};
