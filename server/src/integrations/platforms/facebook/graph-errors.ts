import { PlatformError, type PlatformErrorKind } from "../platform-error";
import type { PlatformFailure } from "../provider";

/**
 * Graph API answers → the one error taxonomy, table-driven. A Graph error body is
 * `{ error: { message, type, code, error_subcode, is_transient, fbtrace_id } }`
 * (developers.facebook.com/docs/graph-api/guides/error-handling). Facebook and Instagram share it.
 */
interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_msg?: string;
}

interface Rule {
  /** Graph `code` or `error_subcode` values this rule matches. */
  codes: readonly number[];
  kind: PlatformErrorKind;
  why: string;
}

/** Matched on error_subcode first, then code; the first matching rule wins. */
export const GRAPH_ERROR_RULES: readonly Rule[] = [
  // Handbook platforms.md: FB 1366046 → Validation (the photo is too large).
  { codes: [1366046], kind: "validation", why: "photo too large" },
  // Handbook: on 429 or 1390008 ("posting too fast") hold the app's whole Meta queue until the reset.
  { codes: [1390008], kind: "rate_limited", why: "posting too fast" },
  // Handbook: IG 2207052 and 2207003 = Meta could not fetch the media from its URL → MediaProcessing.
  { codes: [2207052, 2207003], kind: "media_processing", why: "media fetch failed" },
  // Instagram error codes (developers.facebook.com/docs/instagram-platform/…/error-codes, not in the
  // handbook): 2207027 the container is not ready to publish yet; 2207042 the 24-hour publishing limit.
  { codes: [2207027], kind: "media_processing", why: "media not ready" },
  { codes: [2207042], kind: "rate_limited", why: "publishing limit reached" },
  // error-handling guide: 4 app, 17 user, 32 page, 613 call-rate, 80001 page usage limits.
  { codes: [4, 17, 32, 613, 80001], kind: "rate_limited", why: "rate limited" },
  // error-handling guide: 190 invalid/expired token, 102 session, 463/467 expired or invalid session.
  { codes: [190, 102, 463, 467], kind: "auth_expired", why: "token expired or revoked" },
  // error-handling guide: 10 and 200–299 are permission errors; reconnecting grants the missing one.
  { codes: [10, ...Array.from({ length: 100 }, (_, index) => 200 + index)], kind: "auth_expired", why: "permission missing" },
  // 506: "Duplicate status message".
  { codes: [506], kind: "duplicate_content", why: "duplicate post" },
  // error-handling guide: 1 unknown and 2 service errors are transient server trouble.
  { codes: [1, 2], kind: "server_error", why: "Meta server error" },
  // 100: invalid parameter (bad field, missing object, bad URL).
  { codes: [100], kind: "validation", why: "invalid parameter" },
];

const graphError = (body: unknown): GraphErrorBody | undefined => {
  if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "object" && body.error !== null) {
    return body.error as GraphErrorBody;
  }
  return undefined;
};

/**
 * When Meta says the limit lifts: Retry-After (seconds), or the largest
 * `estimated_time_to_regain_access` (minutes) in X-Business-Use-Case-Usage.
 */
export function metaResetAt(headers: Headers | undefined, now: Date): Date | undefined {
  const retryAfter = Number(headers?.get("retry-after"));
  if (Number.isFinite(retryAfter) && retryAfter > 0) {
    return new Date(now.getTime() + retryAfter * 1000);
  }
  const usage = headers?.get("x-business-use-case-usage");
  if (!usage) {
    return undefined;
  }
  try {
    const parsed = JSON.parse(usage) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const minutes = Math.max(
      0,
      ...Object.values(parsed).flatMap((entries) => entries.map((entry) => entry.estimated_time_to_regain_access ?? 0)),
    );
    return minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : undefined;
  } catch {
    return undefined;
  }
}

export function mapGraphError(failure: PlatformFailure, now: Date, platformName = "Facebook"): PlatformError {
  const error = graphError(failure.body);
  const status = failure.status;
  const rule =
    GRAPH_ERROR_RULES.find((candidate) => error?.error_subcode !== undefined && candidate.codes.includes(error.error_subcode)) ??
    GRAPH_ERROR_RULES.find((candidate) => error?.code !== undefined && candidate.codes.includes(error.code));
  const platformCode = error?.error_subcode ? String(error.error_subcode) : error?.code !== undefined ? String(error.code) : undefined;
  const message = `${platformName}: ${error?.error_user_msg ?? error?.message ?? `HTTP ${status ?? "error"}`}`;
  const serverSide = status !== undefined && status >= 500;
  let kind: PlatformErrorKind;
  if (status === 429) {
    kind = "rate_limited";
  } else if (rule) {
    kind = rule.kind;
  } else if (serverSide || error?.is_transient) {
    kind = "server_error";
  } else if (status === 401) {
    kind = "auth_expired";
  } else if (status === undefined) {
    kind = "network";
  } else if (status >= 400) {
    kind = "validation";
  } else {
    kind = "unknown";
  }
  return new PlatformError(kind, message, {
    status,
    platformCode,
    resetAt: kind === "rate_limited" ? metaResetAt(failure.headers, now) : undefined,
    // A 5xx after the body was sent may have created the post: never retry it blindly.
    ambiguous: serverSide && failure.sent,
  });
}
