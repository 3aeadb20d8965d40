import { ApiError, ERROR_MESSAGES } from "@wordloom/shared/api";

/**
 * A gateway's 502/503/504 without an error body reads as the model being unavailable: the model
 * server behind the proxy is what times out. Other errors pass unchanged.
 */
export const fromGatewayFailure = (error: unknown): unknown =>
  error instanceof ApiError && error.code === "INTERNAL" && [502, 503, 504].includes(error.status)
    ? new ApiError(error.status, "MODEL_UNAVAILABLE", ERROR_MESSAGES.MODEL_UNAVAILABLE)
    : error;

/** The stream ended without `done` or `error` (the connection dropped). */
export const unfinishedStreamError = (): ApiError => new ApiError(500, "INTERNAL", ERROR_MESSAGES.INTERNAL);
