import { PlatformError, type PlatformErrorKind } from "../platform-error";
import type { PlatformFailure } from "../provider";
import { PEXELS_DEFAULT_RATE_LIMIT_SECONDS } from "./pexels-endpoints";

/**
 * Pexels answers → the one taxonomy. A wrong or revoked key answers 401 (403 for a key Pexels
 * suspended); a spent quota 429, with X-Ratelimit-Remaining 0 and X-Ratelimit-Reset (UNIX seconds)
 * when Pexels sends them. Bodies are `{ error }` JSON or plain text.
 */
interface Rule {
  status: (status: number) => boolean;
  kind: PlatformErrorKind;
}

export const PEXELS_ERROR_RULES: readonly Rule[] = [
  { status: (status) => status === 401 || status === 403, kind: "auth_expired" },
  { status: (status) => status === 429, kind: "rate_limited" },
  { status: (status) => status === 400 || status === 404 || status === 422, kind: "validation" },
  { status: (status) => status >= 500, kind: "server_error" },
];

const messageOf = (body: unknown): string | undefined => {
  if (typeof body === "string") {
    return body.trim() && body.length < 200 && !body.trimStart().startsWith("<") ? body.trim() : undefined;
  }
  const error = (body as { error?: unknown; message?: unknown } | undefined)?.error;
  return typeof error === "string" ? error : undefined;
};

/** When the quota lifts: X-Ratelimit-Reset (epoch seconds), else an hour from now. */
export const pexelsResetAt = (headers: Headers | undefined, now: Date): Date => {
  const reset = Number(headers?.get("x-ratelimit-reset"));
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : new Date(now.getTime() + PEXELS_DEFAULT_RATE_LIMIT_SECONDS * 1000);
};

/** Whether a successful answer says the quota is spent (X-Ratelimit-Remaining: 0). */
export const pexelsQuotaSpent = (headers: Headers): boolean => headers.get("x-ratelimit-remaining")?.trim() === "0";

export function mapPexelsError(failure: PlatformFailure, now: Date): PlatformError {
  if (failure.cause instanceof PlatformError) {
    return failure.cause;
  }
  const status = failure.status;
  if (status === undefined) {
    // Pexels calls only read: nothing can have been created.
    return new PlatformError("network", "Could not reach Pexels.");
  }
  const kind = PEXELS_ERROR_RULES.find((rule) => rule.status(status))?.kind ?? "unknown";
  const message = messageOf(failure.body);
  const remaining = failure.headers?.get("x-ratelimit-remaining");
  return new PlatformError(kind, message ? `Pexels: ${message}` : `Pexels answered ${status}.`, {
    status,
    platformCode: kind === "rate_limited" && remaining ? `remaining=${remaining}` : undefined,
    resetAt: kind === "rate_limited" ? pexelsResetAt(failure.headers, now) : undefined,
  });
}
