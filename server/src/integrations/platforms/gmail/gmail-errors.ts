import { mapGoogleError, type GoogleErrorRule } from "../google/google-errors";
import type { PlatformError } from "../platform-error";
import type { PlatformFailure } from "../provider";

/**
 * Gmail answers → the one error taxonomy (developers.google.com/gmail/api/guides/handle-errors;
 * sending limits: support.google.com/a/answer/166852 — hitting one blocks sending for up to 24 h).
 */
export const GMAIL_ERROR_RULES: readonly GoogleErrorRule[] = [
  // 429 "User-rate limit exceeded" / "Rate Limit Exceeded" (per-user 15,000 units/min; send costs 100).
  { reason: "rateLimitExceeded", kind: "rate_limited", resetAfter: 60 },
  { reason: "userRateLimitExceeded", kind: "rate_limited", resetAfter: 60 },
  { reason: "quotaExceeded", kind: "rate_limited", resetAfter: 60 },
  // 403 "Daily Limit Exceeded" and the mail sending limits ("limitExceeded": too many messages or
  // recipients today) lift within 24 hours.
  { reason: "dailyLimitExceeded", kind: "rate_limited", resetAfter: 24 * 3600 },
  { reason: "limitExceeded", kind: "rate_limited", resetAfter: 24 * 3600 },
  { reason: "invalid_grant", kind: "auth_expired" },
  { reason: "invalid_client", kind: "unsupported" },
  { reason: "unauthorized_client", kind: "unsupported" },
  { reason: "authError", kind: "auth_expired" },
  { reason: "insufficientPermissions", kind: "auth_expired" },
  { reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT", kind: "auth_expired" },
  // 400 failedPrecondition "Mail service not enabled": the account has no Gmail.
  { reason: "failedPrecondition", kind: "unsupported" },
  // 400 invalidArgument "Invalid To header", "Recipient address required", a malformed raw message.
  { reason: "invalidArgument", kind: "validation" },
  { reason: "badRequest", kind: "validation" },
  { reason: "backendError", kind: "server_error" },
  { status: 401, kind: "auth_expired" },
  { status: 403, kind: "auth_expired" },
  { status: 429, kind: "rate_limited", resetAfter: 60 },
  { status: 400, kind: "validation" },
  { status: 413, kind: "validation" },
];

export const mapGmailError = (failure: PlatformFailure, now: Date): PlatformError =>
  mapGoogleError(failure, now, "Gmail", GMAIL_ERROR_RULES);
