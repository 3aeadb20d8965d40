import { ApiError, ERROR_MESSAGES, ERROR_STATUS, ErrorBodySchema, type ErrorCode } from "@wordloom/shared/api";

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) {
    return "UNAUTHENTICATED";
  }
  if (status === 502 || status === 503 || status === 504) {
    return "MODEL_UNAVAILABLE";
  }
  return "INTERNAL";
};

/** The typed error of a non-2xx answer: the server's error body, or a code guessed from the status. */
export const errorFromResponse = async (response: Response): Promise<ApiError> => {
  const payload: unknown = await response.json().catch(() => null);
  const parsed = ErrorBodySchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(response.status, code, message, details);
  }
  const code = codeForStatus(response.status);
  return new ApiError(response.status, code, ERROR_MESSAGES[code]);
};

/** The typed error of an `error` event in the stream. */
export const errorFromEvent = (data: { code: ErrorCode; message: string; details?: unknown }): ApiError =>
  new ApiError(ERROR_STATUS[data.code], data.code, data.message, data.details);

/** The stream ended without `done` or `error` (the connection dropped). */
export const unfinishedStreamError = (): ApiError => new ApiError(500, "INTERNAL", ERROR_MESSAGES.INTERNAL);
