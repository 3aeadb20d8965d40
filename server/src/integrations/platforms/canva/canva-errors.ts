import { PlatformError, type PlatformErrorKind } from "../platform-error";
import type { PlatformFailure } from "../provider";

/**
 * Canva's answers → the one taxonomy. Canva Connect answers errors as `{ code, message }` (codes from
 * canva.dev/docs/connect/error-responses, not in the handbook); a standard OAuth
 * `{ error, error_description }` body is read the same way. Rules are tried in order; the first
 * whose status and code match decides.
 */
interface Rule {
  status: number | ((status: number) => boolean);
  /** The Canva error code, when the rule depends on it. */
  codes?: readonly string[];
  kind: PlatformErrorKind;
}

export const CANVA_ERROR_RULES: readonly Rule[] = [
  { status: 429, kind: "rate_limited" },
  // invalid_access_token, revoked_access_token: the user must reconnect (or we refresh first).
  { status: 401, kind: "auth_expired" },
  // A used (rotated) or revoked refresh token, an expired code.
  { status: 400, codes: ["invalid_grant"], kind: "auth_expired" },
  // The token lacks a scope we need: reconnecting grants it again.
  { status: 403, codes: ["missing_scope"], kind: "auth_expired" },
  // Premium content in the design, or a team approval pending.
  { status: 403, codes: ["license_required"], kind: "billing_required" },
  { status: 403, codes: ["approval_required"], kind: "unsupported" },
  { status: 403, kind: "validation" },
  { status: (status) => status === 400 || status === 404 || status === 409 || status === 413 || status === 422, kind: "validation" },
  { status: (status) => status >= 500, kind: "server_error" },
];

const field = (body: unknown, key: string): string | undefined => {
  if (typeof body !== "object" || body === null) {
    return undefined;
  }
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value ? value : undefined;
};

const codeOf = (body: unknown): string | undefined => field(body, "code") ?? field(body, "error");

const messageOf = (body: unknown, status: number): string => {
  const text = field(body, "message") ?? field(body, "error_description") ?? codeOf(body);
  return text ? `Canva: ${text}` : `Canva answered ${status}.`;
};

/** Canva documents no reset header; honour a Retry-After (seconds) when one comes. */
const resetAt = (headers: Headers | undefined): Date | undefined => {
  const seconds = Number(headers?.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? new Date(Date.now() + seconds * 1000) : undefined;
};

export function mapCanvaError(failure: PlatformFailure): PlatformError {
  if (failure.cause instanceof PlatformError) {
    return failure.cause;
  }
  const status = failure.status;
  if (status === undefined) {
    return new PlatformError("network", "Could not reach Canva.", { ambiguous: failure.sent });
  }
  const code = codeOf(failure.body);
  const rule = CANVA_ERROR_RULES.find(
    (candidate) =>
      (typeof candidate.status === "number" ? candidate.status === status : candidate.status(status)) &&
      (!candidate.codes || (code !== undefined && candidate.codes.includes(code))),
  );
  const kind = rule?.kind ?? "unknown";
  return new PlatformError(kind, messageOf(failure.body, status), {
    status,
    platformCode: code,
    resetAt: kind === "rate_limited" ? resetAt(failure.headers) : undefined,
    // Starting an export after the body was sent may have created the job.
    ambiguous: kind === "server_error" && failure.sent,
  });
}
