/**
 * One error taxonomy for every platform (handbook platforms.md §2.6, modelled on Shoutrrr's
 * ErrorKind): each provider maps its platform's status codes and error codes into a kind, and the
 * publisher decides from the kind alone whether to retry, hold the queue or ask the user.
 */
export const PLATFORM_ERROR_KINDS = [
  "rate_limited",
  "auth_expired",
  "validation",
  "duplicate_content",
  "billing_required",
  "network",
  "server_error",
  "media_processing",
  "unsupported",
  "unknown",
] as const;
export type PlatformErrorKind = (typeof PLATFORM_ERROR_KINDS)[number];

const RETRYABLE: ReadonlySet<PlatformErrorKind> = new Set(["rate_limited", "network", "server_error", "media_processing"]);

/** Whether trying the same call again later can succeed. */
export const isRetryable = (kind: PlatformErrorKind): boolean => RETRYABLE.has(kind);

export interface PlatformErrorDetails {
  /** The HTTP status the platform answered, when it answered. */
  status?: number;
  /** The platform's own code ("1366046", "DUPLICATE_POST", "uploadLimitExceeded", …). */
  platformCode?: string;
  /** When a rate limit lifts (from x-rate-limit-reset, Retry-After, X-App-Usage, …). */
  resetAt?: Date;
  /**
   * True when the request may have reached the platform and created something (a timeout or a 5xx
   * after the body was sent): the publisher records `outcome_unknown` and never retries it.
   */
  ambiguous?: boolean;
}

export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  readonly status: number | undefined;
  readonly platformCode: string | undefined;
  readonly resetAt: Date | undefined;
  readonly ambiguous: boolean;

  constructor(kind: PlatformErrorKind, message: string, details: PlatformErrorDetails = {}) {
    super(message);
    this.name = "PlatformError";
    this.kind = kind;
    this.status = details.status;
    this.platformCode = details.platformCode;
    this.resetAt = details.resetAt;
    this.ambiguous = details.ambiguous ?? false;
  }

  get retryable(): boolean {
    return isRetryable(this.kind);
  }
}
