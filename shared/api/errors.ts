import { z } from "zod";

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
  VERSION_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
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
  VERSION_CONFLICT: "The document changed elsewhere. Reload to get the latest version.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "This file type is not supported.",
  IMPORT_FAILED: "Unable to import your file",
  NOT_ENOUGH_CONTENT: "Please add more content: this needs at least 5 sentences.",
  TOO_MANY_WORDS: "Too many words to process!",
  RATE_LIMITED: "Too many attempts. Please wait and try again.",
  INTERNAL: "Something went wrong!",
  NEEDS_MODEL: "This needs a language model. Ask your administrator to connect one (Settings → AI).",
  MODEL_UNAVAILABLE: "We are facing issues with our servers. please try in a few minutes",
  BAD_OUTPUT: "Something went wrong!",
};

export const FieldIssueSchema = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });
export type FieldIssue = z.output<typeof FieldIssueSchema>;

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.output<typeof ErrorBodySchema>;

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
    const parsed = z.object({ issues: z.array(FieldIssueSchema) }).safeParse(this.details);
    if (!parsed.success) {
      return {};
    }
    return Object.fromEntries(parsed.data.issues.map((issue) => [issue.path.join("."), issue.message]));
  }
}
