import { PlatformError, type PlatformErrorKind } from "../platform-error";
import type { PlatformFailure } from "../provider";

/**
 * Medium's answers → the one taxonomy. Medium answers errors as `{ errors: [{ message, code }] }`
 * (api.md "Errors": 400 malformed or invalid fields, 401 the token is invalid or revoked, 403 the user
 * may not publish there, 404 no such user or publication). Medium documents no rate-limit headers:
 * a 429 holds for Retry-After when sent, else a minute. [UNVERIFIED: Medium's rate limits]
 */
interface Rule {
  status: (status: number) => boolean;
  kind: PlatformErrorKind;
}

export const MEDIUM_ERROR_RULES: readonly Rule[] = [
  { status: (status) => status === 401, kind: "auth_expired" },
  // An integration token without publishing rights, or the author is not the token's user: a new
  // token is the only cure, so the account asks to be reconnected.
  { status: (status) => status === 403, kind: "auth_expired" },
  { status: (status) => status === 429, kind: "rate_limited" },
  { status: (status) => status === 400 || status === 404 || status === 413 || status === 422, kind: "validation" },
  { status: (status) => status >= 500, kind: "server_error" },
];

const DEFAULT_RATE_LIMIT_SECONDS = 60;

const firstError = (body: unknown): { message?: string; code?: string } => {
  if (typeof body !== "object" || body === null) {
    return {};
  }
  const errors = (body as { errors?: unknown }).errors;
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown; code?: unknown } | undefined) : undefined;
  return {
    message: typeof first?.message === "string" ? first.message : undefined,
    code: first?.code === undefined ? undefined : String(first.code as string | number),
  };
};

const retryAfter = (headers: Headers | undefined, now: Date): Date => {
  const seconds = Number(headers?.get("retry-after"));
  const wait = Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_RATE_LIMIT_SECONDS;
  return new Date(now.getTime() + wait * 1000);
};

export function mapMediumError(failure: PlatformFailure, now: Date): PlatformError {
  if (failure.cause instanceof PlatformError) {
    return failure.cause;
  }
  const status = failure.status;
  if (status === undefined) {
    return new PlatformError("network", "Could not reach Medium.", { ambiguous: failure.sent });
  }
  const { message, code } = firstError(failure.body);
  const kind = MEDIUM_ERROR_RULES.find((rule) => rule.status(status))?.kind ?? "unknown";
  return new PlatformError(kind, message ? `Medium: ${message}` : `Medium answered ${status}.`, {
    status,
    platformCode: code,
    resetAt: kind === "rate_limited" ? retryAfter(failure.headers, now) : undefined,
    // A 5xx after a post was sent may have created it.
    ambiguous: kind === "server_error" && failure.sent,
  });
}
