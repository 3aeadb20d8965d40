import { describe, expect, it } from "vitest";
import { mapGraphError } from "./graph-errors";

const now = new Date("2026-01-01T00:00:00Z");
const graph = (code: number, subcode?: number) => ({ error: { message: "m", type: "OAuthException", code, error_subcode: subcode } });

describe("mapGraphError", () => {
  it.each([
    { name: "photo too large (1366046)", status: 400, body: graph(100, 1366046), kind: "validation", code: "1366046", retryable: false },
    { name: "posting too fast (1390008)", status: 400, body: graph(368, 1390008), kind: "rate_limited", code: "1390008", retryable: true },
    {
      name: "media fetch failed (2207052)",
      status: 400,
      body: graph(9004, 2207052),
      kind: "media_processing",
      code: "2207052",
      retryable: true,
    },
    {
      name: "media fetch failed (2207003)",
      status: 400,
      body: graph(-2, 2207003),
      kind: "media_processing",
      code: "2207003",
      retryable: true,
    },
    {
      name: "IG media not ready (2207027)",
      status: 400,
      body: graph(9007, 2207027),
      kind: "media_processing",
      code: "2207027",
      retryable: true,
    },
    { name: "IG publishing limit (2207042)", status: 400, body: graph(9, 2207042), kind: "rate_limited", code: "2207042", retryable: true },
    { name: "invalid token (190)", status: 400, body: graph(190), kind: "auth_expired", code: "190", retryable: false },
    { name: "expired session (190/463)", status: 400, body: graph(190, 463), kind: "auth_expired", code: "463", retryable: false },
    { name: "missing permission (200)", status: 403, body: graph(200), kind: "auth_expired", code: "200", retryable: false },
    { name: "missing permission (10)", status: 403, body: graph(10), kind: "auth_expired", code: "10", retryable: false },
    { name: "app rate limit (4)", status: 400, body: graph(4), kind: "rate_limited", code: "4", retryable: true },
    { name: "page rate limit (32)", status: 400, body: graph(32), kind: "rate_limited", code: "32", retryable: true },
    { name: "duplicate (506)", status: 400, body: graph(506), kind: "duplicate_content", code: "506", retryable: false },
    { name: "invalid parameter (100)", status: 400, body: graph(100), kind: "validation", code: "100", retryable: false },
    { name: "service error (2)", status: 503, body: graph(2), kind: "server_error", code: "2", retryable: true },
    { name: "HTTP 429 without a body", status: 429, body: "", kind: "rate_limited", code: undefined, retryable: true },
    { name: "HTTP 500 with HTML", status: 500, body: "<html>", kind: "server_error", code: undefined, retryable: true },
    { name: "HTTP 401 without a body", status: 401, body: "", kind: "auth_expired", code: undefined, retryable: false },
    { name: "unknown 4xx", status: 400, body: graph(12345), kind: "validation", code: "12345", retryable: false },
  ])("$name → $kind", ({ status, body, kind, code, retryable }) => {
    const error = mapGraphError({ status, body, sent: true }, now);
    expect(error.kind).toBe(kind);
    expect(error.platformCode).toBe(code);
    expect(error.retryable).toBe(retryable);
  });

  it("reads the reset time from Retry-After, or from X-Business-Use-Case-Usage in minutes", () => {
    const retryAfter = mapGraphError({ status: 429, headers: new Headers({ "retry-after": "30" }), body: "", sent: true }, now);
    expect(retryAfter.resetAt?.toISOString()).toBe("2026-01-01T00:00:30.000Z");
    const usage = JSON.stringify({ "1001": [{ type: "pages", call_count: 100, estimated_time_to_regain_access: 7 }] });
    const buc = mapGraphError(
      { status: 400, headers: new Headers({ "x-business-use-case-usage": usage }), body: graph(80001), sent: true },
      now,
    );
    expect(buc.resetAt?.toISOString()).toBe("2026-01-01T00:07:00.000Z");
  });

  it("calls a 5xx ambiguous only when the request had been sent", () => {
    expect(mapGraphError({ status: 500, body: "", sent: true }, now).ambiguous).toBe(true);
    expect(mapGraphError({ status: 500, body: "", sent: false }, now).ambiguous).toBe(false);
    expect(mapGraphError({ status: 400, body: graph(100), sent: true }, now).ambiguous).toBe(false);
  });

  it("names the platform and Meta's user message", () => {
    const error = mapGraphError(
      { status: 400, body: { error: { code: 100, message: "raw", error_user_msg: "Friendly" } }, sent: true },
      now,
      "Instagram",
    );
    expect(error.message).toBe("Instagram: Friendly");
  });
});
