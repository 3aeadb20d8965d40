import { PlatformError, type PlatformErrorKind } from "../platform-error";
import type { PlatformFailure } from "../provider";

/**
 * Google's error answers, read once for YouTube and Gmail. API errors are
 * `{ error: { code, message, status, errors: [{ reason, domain, message }] } }`
 * (developers.google.com/youtube/v3/docs/errors); the OAuth endpoints answer `{ error, error_description }`.
 * Each provider passes its own rule table; the first rule whose reason (or, without one, status)
 * matches wins, so a table lists reasons before bare statuses.
 */
export interface GoogleErrorRule {
  reason?: string;
  status?: number;
  kind: PlatformErrorKind;
  /** How long until the limit lifts, when Google does not say: "pacific_midnight" (daily quotas) or seconds. */
  resetAfter?: "pacific_midnight" | number;
}

interface GoogleApiErrorBody {
  error?: string | { code?: number; message?: string; status?: string; errors?: { reason?: string; message?: string }[] };
  error_description?: string;
}

/** The platform's own reason: the first `errors[].reason`, the API status, or the OAuth error code. */
export function googleReason(body: unknown): { reason: string | undefined; message: string | undefined } {
  if (typeof body !== "object" || body === null) {
    return { reason: undefined, message: typeof body === "string" && body ? body.slice(0, 200) : undefined };
  }
  const { error, error_description } = body as GoogleApiErrorBody;
  if (typeof error === "string") {
    return { reason: error, message: error_description ?? error };
  }
  return { reason: error?.errors?.[0]?.reason ?? error?.status, message: error?.message ?? error?.errors?.[0]?.message };
}

/** Daily quotas reset at midnight Pacific Time (developers.google.com/youtube/v3/getting-started#quota). */
export function nextPacificMidnight(now: Date): Date {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    hourCycle: "h23",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const elapsedMs = ((part("hour") * 60 + part("minute")) * 60 + part("second")) * 1000 + now.getUTCMilliseconds();
  return new Date(now.getTime() - elapsedMs + 24 * 3_600_000);
}

export function mapGoogleError(failure: PlatformFailure, now: Date, platform: string, rules: readonly GoogleErrorRule[]): PlatformError {
  const { reason, message } = googleReason(failure.body);
  const status = failure.status;
  const rule =
    rules.find((candidate) => candidate.reason !== undefined && candidate.reason === reason) ??
    rules.find((candidate) => candidate.reason === undefined && candidate.status === status);
  const serverSide = status !== undefined && status >= 500;
  const kind: PlatformErrorKind = rule?.kind ?? (serverSide ? "server_error" : status === undefined ? "network" : "unknown");
  const retryAfter = Number(failure.headers?.get("retry-after"));
  let resetAt: Date | undefined;
  if (kind === "rate_limited") {
    if (retryAfter > 0) {
      resetAt = new Date(now.getTime() + retryAfter * 1000);
    } else if (rule?.resetAfter === "pacific_midnight") {
      resetAt = nextPacificMidnight(now);
    } else if (typeof rule?.resetAfter === "number") {
      resetAt = new Date(now.getTime() + rule.resetAfter * 1000);
    }
  }
  return new PlatformError(kind, `${platform}: ${message ?? `HTTP ${status ?? "error"}`}`, {
    status,
    platformCode: reason,
    resetAt,
    ambiguous: serverSide && failure.sent,
  });
}
