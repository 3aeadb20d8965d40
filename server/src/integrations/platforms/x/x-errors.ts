import { PlatformError, type PlatformErrorKind } from "../platform-error";
import type { PlatformFailure } from "../provider";

/**
 * X's answers → the one taxonomy (handbook platforms.md §2.6 and §3). API v2 answers problems as
 * `{ title, detail, type, status }`; the OAuth endpoints as `{ error, error_description }`. Rules
 * are tried in order; the first whose status and text match decides.
 */
interface Rule {
  status: number | ((status: number) => boolean);
  /** Matched against the problem's detail, title, type and the OAuth error, lower-cased. */
  text?: RegExp;
  kind: PlatformErrorKind;
}

export const X_ERROR_RULES: readonly Rule[] = [
  { status: 429, kind: "rate_limited" },
  { status: 401, kind: "auth_expired" },
  // OAuth: a dead or already rotated refresh token, a revoked grant.
  { status: 400, text: /invalid_grant|invalid_token|token was invalid/, kind: "auth_expired" },
  // "You are not allowed to create a Tweet with duplicate content."
  { status: 403, text: /duplicate/, kind: "duplicate_content" },
  // "not allowed to post a video longer than N minutes" (platforms.md, X media [CONFLICT]).
  { status: 403, text: /video longer than/, kind: "validation" },
  // Pay-per-use credits exhausted (x-api/getting-started/pricing.mdx).
  { status: 402, kind: "billing_required" },
  { status: 403, text: /client-not-enrolled|enrollment|not permitted to perform|oauth1-permissions|quote/, kind: "unsupported" },
  { status: 403, kind: "validation" },
  { status: (status) => status === 400 || status === 404 || status === 409 || status === 413 || status === 422, kind: "validation" },
  { status: (status) => status >= 500, kind: "server_error" },
];

const textOf = (body: unknown): string => {
  if (typeof body === "string") {
    return body;
  }
  if (typeof body !== "object" || body === null) {
    return "";
  }
  const record = body as Record<string, unknown>;
  const errors = Array.isArray(record.errors) ? record.errors : [];
  return [
    record.title,
    record.detail,
    record.type,
    record.reason,
    record.error,
    record.error_description,
    ...errors.map((e) => JSON.stringify(e)),
  ]
    .filter((part) => typeof part === "string")
    .join(" ");
};

const messageOf = (body: unknown, status: number | undefined): string => {
  if (typeof body === "object" && body !== null) {
    const record = body as Record<string, unknown>;
    for (const key of ["detail", "error_description", "title", "error"]) {
      if (typeof record[key] === "string" && record[key]) {
        return `X: ${record[key]}`;
      }
    }
  }
  return `X answered ${status ?? "nothing"}.`;
};

/** x-rate-limit-reset is in epoch seconds (x-api/fundamentals/rate-limits.mdx). */
const resetAt = (headers: Headers | undefined): Date | undefined => {
  const reset = Number(headers?.get("x-rate-limit-reset"));
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
};

export function mapXError(failure: PlatformFailure): PlatformError {
  if (failure.cause instanceof PlatformError) {
    return failure.cause;
  }
  const status = failure.status;
  if (status === undefined) {
    return new PlatformError("network", "Could not reach X.", { ambiguous: failure.sent });
  }
  const text = textOf(failure.body).toLowerCase();
  const rule = X_ERROR_RULES.find(
    (candidate) =>
      (typeof candidate.status === "number" ? candidate.status === status : candidate.status(status)) &&
      (!candidate.text || candidate.text.test(text)),
  );
  const kind = rule?.kind ?? "unknown";
  const platformCode = typeof (failure.body as { type?: unknown })?.type === "string" ? (failure.body as { type: string }).type : undefined;
  return new PlatformError(kind, messageOf(failure.body, status), {
    status,
    platformCode,
    resetAt: kind === "rate_limited" ? resetAt(failure.headers) : undefined,
    // A 5xx after the body was sent may have created the post (platforms.md §2.2).
    ambiguous: kind === "server_error" && failure.sent,
  });
}
