import { ApiError, ERROR_CODES, ERROR_MESSAGES, ErrorBodySchema, type ErrorCode } from "@wordloom/shared/api";

const isErrorCode = (code: string): code is ErrorCode => (ERROR_CODES as readonly string[]).includes(code);

/** The ApiError of a failed answer read outside the typed client (an upload or a file download). */
export const apiErrorFrom = (status: number, bodyText: string, fallbackMessage: string): ApiError => {
  let payload: unknown = null;
  try {
    payload = JSON.parse(bodyText);
  } catch {
    payload = null;
  }
  const parsed = ErrorBodySchema.safeParse(payload);
  if (parsed.success && isErrorCode(parsed.data.error.code)) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  const code: ErrorCode = status === 401 ? "UNAUTHENTICATED" : "INTERNAL";
  return new ApiError(status, code, status === 401 ? ERROR_MESSAGES.UNAUTHENTICATED : fallbackMessage);
};
