import { useCallback, useEffect, useRef } from "react";
import { CAMPAIGN_LIMITS } from "@wordloom/shared/rules";

/**
 * Calendar moves saved with the spec's 2,000 ms date-change debounce (spec 4 §9): each drop
 * restarts the wait, the last position of each post wins, and what is waiting is sent when the
 * screen closes.
 */
export const useDebouncedMoves = (
  save: (postId: string, publishAt: string) => Promise<unknown>,
  delayMs: number = CAMPAIGN_LIMITS.dateChangeDebounceMs,
) => {
  const waiting = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(() => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    const moves = [...waiting.current.entries()];
    waiting.current.clear();
    return Promise.all(moves.map(([postId, publishAt]) => saveRef.current(postId, publishAt)));
  }, []);

  const queue = useCallback(
    (postId: string, publishAt: string) => {
      waiting.current.set(postId, publishAt);
      if (timer.current) {
        clearTimeout(timer.current);
      }
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => () => void flush(), [flush]);
  return { queue, flush, pending: () => waiting.current.size };
};
