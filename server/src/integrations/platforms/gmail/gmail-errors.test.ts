import { describe, expect, it } from "vitest";
import { mapGmailError } from "./gmail-errors";

const now = new Date("2026-01-01T12:00:00Z");
const api = (code: number, reason: string, message = reason) => ({
  error: { code, message, errors: [{ reason, domain: "global", message }] },
});

describe("mapGmailError", () => {
  it.each([
    { name: "429 rateLimitExceeded", status: 429, body: api(429, "rateLimitExceeded"), kind: "rate_limited", retryable: true },
    { name: "429 userRateLimitExceeded", status: 429, body: api(429, "userRateLimitExceeded"), kind: "rate_limited", retryable: true },
    { name: "403 dailyLimitExceeded", status: 403, body: api(403, "dailyLimitExceeded"), kind: "rate_limited", retryable: true },
    {
      name: "403 limitExceeded (sending limit)",
      status: 403,
      body: api(403, "limitExceeded", "Mail sending limit exceeded"),
      kind: "rate_limited",
      retryable: true,
    },
    { name: "401 authError", status: 401, body: api(401, "authError"), kind: "auth_expired", retryable: false },
    {
      name: "OAuth invalid_grant",
      status: 400,
      body: { error: "invalid_grant", error_description: "Token has been expired or revoked." },
      kind: "auth_expired",
      retryable: false,
    },
    { name: "OAuth invalid_client", status: 401, body: { error: "invalid_client" }, kind: "unsupported", retryable: false },
    { name: "403 insufficientPermissions", status: 403, body: api(403, "insufficientPermissions"), kind: "auth_expired", retryable: false },
    {
      name: "400 failedPrecondition (no Gmail)",
      status: 400,
      body: api(400, "failedPrecondition", "Mail service not enabled"),
      kind: "unsupported",
      retryable: false,
    },
    {
      name: "400 invalidArgument (Invalid To header)",
      status: 400,
      body: api(400, "invalidArgument", "Invalid To header"),
      kind: "validation",
      retryable: false,
    },
    { name: "413 too large", status: 413, body: "", kind: "validation", retryable: false },
    { name: "500 backendError", status: 500, body: api(500, "backendError"), kind: "server_error", retryable: true },
    { name: "502 with HTML", status: 502, body: "<html>", kind: "server_error", retryable: true },
  ])("$name → $kind", ({ status, body, kind, retryable }) => {
    const error = mapGmailError({ status, body, sent: true }, now);
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
  });

  it("holds sending for 24 hours after a sending limit, a minute after a rate limit, and marks a 5xx after sending ambiguous", () => {
    expect(mapGmailError({ status: 403, body: api(403, "limitExceeded"), sent: true }, now)).toMatchObject({
      platformCode: "limitExceeded",
      resetAt: new Date("2026-01-02T12:00:00Z"),
    });
    expect(mapGmailError({ status: 429, body: api(429, "rateLimitExceeded"), sent: true }, now).resetAt).toEqual(
      new Date("2026-01-01T12:01:00Z"),
    );
    expect(mapGmailError({ status: 500, body: "", sent: true }, now).ambiguous).toBe(true);
  });
});
