import { ApiError } from "@wordloom/shared/api";

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. `attempt` counts failures from 1. */
export const retryDelay = (attempt: number): number => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));

/**
 * What a failed save means. "conflict": somebody saved in between, reload and re-apply.
 * "retry": the network or the server failed, keep the changes and try again. "stop": the request
 * itself is refused (trash, validation, gone); the changes stay on this device but are not resent
 * until the next edit.
 */
type SaveFailure = "conflict" | "retry" | "stop";

export const classifySaveFailure = (error: unknown): SaveFailure => {
  if (!(error instanceof ApiError)) {
    // fetch rejects with a TypeError when the network is down.
    return "retry";
  }
  if (error.code === "VERSION_CONFLICT") {
    return "conflict";
  }
  if (error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 401) {
    return "retry";
  }
  return "stop";
};
