import type { AbortReason } from "./types";

export interface Deadline {
  /** Fires when the caller aborts or the deadline passes, whichever comes first. */
  signal: AbortSignal;
  /** Why it fired, or null while it has not. */
  reason(): AbortReason | null;
}

/**
 * The caller's signal bounded by a whole-call deadline. The SDK's own timeout stops at the response
 * headers, so it does not bound a stream (handbook llm.md §3); this does.
 */
export const withDeadline = (caller: AbortSignal, timeoutMs: number): Deadline => {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([caller, timeout]);
  return {
    signal,
    reason: () => (caller.aborted ? "caller" : timeout.aborted ? "deadline" : null),
  };
};
