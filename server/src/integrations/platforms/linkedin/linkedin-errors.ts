import { PlatformError, type PlatformErrorKind } from "../platform-error";
import type { PlatformFailure } from "../provider";

/**
 * LinkedIn answers → the one error taxonomy, table-driven. REST errors are
 * `{ status, serviceErrorCode, code, message }`; the OAuth endpoints answer `{ error, error_description }`.
 */
interface LinkedinErrorBody {
  status?: number;
  serviceErrorCode?: number;
  code?: string;
  message?: string;
  error?: string;
  error_description?: string;
}

interface Rule {
  code?: string;
  status?: number;
  kind: PlatformErrorKind;
}

/** The first rule whose code (or, without a code, status) matches wins. */
export const LINKEDIN_ERROR_RULES: readonly Rule[] = [
  // Handbook platforms.md (Composio #2710): identical content is rejected with 422 DUPLICATE_POST.
  { code: "DUPLICATE_POST", kind: "duplicate_content" },
  // Handbook (Mixpost #167): a sunset LinkedIn-Version answers 426 NONEXISTENT_VERSION; bump the constant.
  { code: "NONEXISTENT_VERSION", kind: "unsupported" },
  { status: 426, kind: "unsupported" },
  { code: "EXPIRED_ACCESS_TOKEN", kind: "auth_expired" },
  { code: "REVOKED_ACCESS_TOKEN", kind: "auth_expired" },
  { code: "INVALID_ACCESS_TOKEN", kind: "auth_expired" },
  // OAuth: a dead code or refresh token.
  { code: "invalid_grant", kind: "auth_expired" },
  { code: "invalid_client", kind: "unsupported" },
  { status: 401, kind: "auth_expired" },
  // 403 ACCESS_DENIED: the member lacks the scope or the organisation role; reconnecting (or the
  // organisation's admin) must grant it.
  { status: 403, kind: "auth_expired" },
  { status: 429, kind: "rate_limited" },
  { status: 400, kind: "validation" },
  { status: 404, kind: "validation" },
  { status: 422, kind: "validation" },
];

const bodyOf = (body: unknown): LinkedinErrorBody => (typeof body === "object" && body !== null ? (body as LinkedinErrorBody) : {});

export function mapLinkedinError(failure: PlatformFailure, now: Date): PlatformError {
  const body = bodyOf(failure.body);
  const code = body.code ?? body.error;
  const status = failure.status;
  const rule =
    LINKEDIN_ERROR_RULES.find((candidate) => candidate.code !== undefined && candidate.code === code) ??
    LINKEDIN_ERROR_RULES.find((candidate) => candidate.code === undefined && candidate.status === status);
  const serverSide = status !== undefined && status >= 500;
  const kind: PlatformErrorKind = rule?.kind ?? (serverSide ? "server_error" : status === undefined ? "network" : "unknown");
  const retryAfter = Number(failure.headers?.get("retry-after"));
  return new PlatformError(kind, `LinkedIn: ${body.message ?? body.error_description ?? `HTTP ${status ?? "error"}`}`, {
    status,
    platformCode: code ?? (body.serviceErrorCode !== undefined ? String(body.serviceErrorCode) : undefined),
    resetAt: kind === "rate_limited" && retryAfter > 0 ? new Date(now.getTime() + retryAfter * 1000) : undefined,
    ambiguous: serverSide && failure.sent,
  });
}
