/**
 * The one error vocabulary. Every failure the API answers carries one of these codes; clients
 * switch on the code, never on the message.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  FEATURE_LIMIT: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  HANDLE_TAKEN: 409,
  /** Publishing a first document needs a screen name; the client sends the user to app/profile. */
  SCREEN_NAME_REQUIRED: 409,
  VERSION_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An image declaring more pixels than uploads accept (e.g. a small PNG claiming 50,000 × 50,000). */
  IMAGE_TOO_LARGE: 400,
  IMPORT_FAILED: 422,
  NOT_ENOUGH_CONTENT: 422,
  TOO_MANY_WORDS: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The feature needs a language model and only the offline template engine is configured. */
  NEEDS_MODEL: 501,
  /** The configured model server is unreachable, refused the call or did not answer in time. */
  MODEL_UNAVAILABLE: 502,
  /** The model answered, but not in the shape asked for, even after one repair attempt. */
  BAD_OUTPUT: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Default user-facing messages; the spec's texts where it has one. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: "Some fields are not valid.",
  BAD_REQUEST: "The request could not be understood.",
  UNAUTHENTICATED: "Please sign in to continue.",
  INVALID_CREDENTIALS: "E-mail or password is incorrect.",
  FORBIDDEN: "You are not allowed to do that.",
  FEATURE_LIMIT: "You have exhausted allowed limit for this feature. Kindly upgrade your subscription.",
  PLAN_REQUIRED: "Your plan does not include this feature. Please contact your Organization's Admin",
  NOT_FOUND: "Not found.",
  CONFLICT: "That conflicts with the current state.",
  EMAIL_TAKEN: "An account with this e-mail already exists.",
  HANDLE_TAKEN: "This screen name is already taken.",
  SCREEN_NAME_REQUIRED: "Please add a screen name in order to publish your first document!",
  VERSION_CONFLICT: "The document changed elsewhere. Reload to get the latest version.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "This file type is not supported.",
  IMAGE_TOO_LARGE: "The picture has too many pixels.",
  IMPORT_FAILED: "Unable to import your file",
  NOT_ENOUGH_CONTENT: "Please add more content: this needs at least 5 sentences.",
  TOO_MANY_WORDS: "Too many words to process!",
  RATE_LIMITED: "Too many attempts. Please wait and try again.",
  INTERNAL: "Something went wrong!",
  NEEDS_MODEL: "This needs a language model. Ask your administrator to connect one (Settings → AI).",
  MODEL_UNAVAILABLE: "We are facing issues with our servers. please try in a few minutes",
  BAD_OUTPUT: "Something went wrong!",
};

/** One problem with a field of a 400's body (its schema: error-body.ts). */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === "object" &&
  value !== null &&
  "path" in value &&
  "message" in value &&
  Array.isArray(value.path) &&
  value.path.every((part) => typeof part === "string" || typeof part === "number") &&
  typeof value.message === "string";

/** The error a client sees for any non-2xx answer, typed by its stable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Field issues of a 400, keyed by dotted path, for forms. */
  get fieldIssues(): Record<string, string> {
    const issues: unknown =
      typeof this.details === "object" && this.details !== null && "issues" in this.details ? this.details.issues : null;
    if (!Array.isArray(issues) || !issues.every(isFieldIssue)) {
      return {};
    }
    return Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message]));
  }
}

/** A known error code. */
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === "string" && Object.hasOwn(ERROR_STATUS, code);

/**
 * The error of an error body `{ error: { code, message, details? } }` with a known code, or null
 * for anything else. The same check as ErrorBodySchema (error-body.ts) without loading zod: the
 * client's every failed call reads its answer with it.
 */
export const errorOfBody = (payload: unknown): { code: ErrorCode; message: string; details?: unknown } | null => {
  const error: unknown = typeof payload === "object" && payload !== null && "error" in payload ? payload.error : null;
  if (typeof error !== "object" || error === null || !("code" in error) || !("message" in error)) {
    return null;
  }
  const { code, message } = error;
  if (!isErrorCode(code) || typeof message !== "string") {
    return null;
  }
  return "details" in error && error.details !== undefined ? { code, message, details: error.details } : { code, message };
};
