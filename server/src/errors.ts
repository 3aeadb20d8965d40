import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from "@wordloom/shared/api";

/**
 * The error every layer throws; the error handler turns it into `{ error: { code, message, details } }`
 * with the code's status. Services never build HTTP responses themselves.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = "Not found.") => new AppError("NOT_FOUND", what);
export const unauthenticated = () => new AppError("UNAUTHENTICATED");
export const forbidden = (message?: string) => new AppError("FORBIDDEN", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const badRequest = (message: string, details?: unknown) => new AppError("BAD_REQUEST", message, details);
