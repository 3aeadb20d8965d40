import { describe, expect, it } from "vitest";
import type { PlatformErrorKind } from "../platform-error";
import { mapCanvaError } from "./canva-errors";

// Table-driven (handbook platforms.md §3 "Error mapping"): Canva's `{ code, message }` answers
// (codes from canva.dev/docs/connect/error-responses) → kind and retry decision.
const cases: {
  name: string;
  status?: number;
  code?: string;
  headers?: Record<string, string>;
  kind: PlatformErrorKind;
  retryable: boolean;
}[] = [
  {
    name: "429 too_many_requests",
    status: 429,
    code: "too_many_requests",
    headers: { "retry-after": "30" },
    kind: "rate_limited",
    retryable: true,
  },
  { name: "401 invalid_access_token", status: 401, code: "invalid_access_token", kind: "auth_expired", retryable: false },
  { name: "401 revoked_access_token", status: 401, code: "revoked_access_token", kind: "auth_expired", retryable: false },
  { name: "400 invalid_grant (used refresh token)", status: 400, code: "invalid_grant", kind: "auth_expired", retryable: false },
  { name: "403 missing_scope", status: 403, code: "missing_scope", kind: "auth_expired", retryable: false },
  { name: "403 license_required", status: 403, code: "license_required", kind: "billing_required", retryable: false },
  { name: "403 approval_required", status: 403, code: "approval_required", kind: "unsupported", retryable: false },
  { name: "403 permission_denied", status: 403, code: "permission_denied", kind: "validation", retryable: false },
  { name: "404 design_not_found", status: 404, code: "design_not_found", kind: "validation", retryable: false },
  { name: "404 not_found", status: 404, code: "not_found", kind: "validation", retryable: false },
  { name: "400 invalid_field", status: 400, code: "invalid_field", kind: "validation", retryable: false },
  { name: "400 bad_request_body", status: 400, code: "bad_request_body", kind: "validation", retryable: false },
  { name: "500 internal_error", status: 500, code: "internal_error", kind: "server_error", retryable: true },
  { name: "503 without a body", status: 503, kind: "server_error", retryable: true },
  { name: "no answer", kind: "network", retryable: true },
  { name: "418 unknown", status: 418, code: "teapot", kind: "unknown", retryable: false },
];

describe("Canva error mapping", () => {
  it.each(cases)("$name → $kind", ({ status, code, headers, kind, retryable }) => {
    const body = code ? { code, message: `Canva says ${code}` } : undefined;
    const error = mapCanvaError({ status, body, headers: new Headers(headers), sent: true });
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
    expect(error.status).toBe(status);
    expect(error.platformCode).toBe(code);
    if (code) {
      expect(error.message).toBe(`Canva: Canva says ${code}`);
    }
    if (kind === "rate_limited") {
      expect(error.resetAt?.getTime()).toBeGreaterThan(Date.now() + 25_000);
    }
  });

  it("reads a standard OAuth error body too", () => {
    const error = mapCanvaError({ status: 400, body: { error: "invalid_grant", error_description: "used" }, sent: true });
    expect(error).toMatchObject({ kind: "auth_expired", platformCode: "invalid_grant", message: "Canva: used" });
  });

  it("a 5xx is ambiguous only when the request was sent", () => {
    expect(mapCanvaError({ status: 502, sent: true }).ambiguous).toBe(true);
    expect(mapCanvaError({ status: 502, sent: false }).ambiguous).toBe(false);
  });
});
