import { describe, expect, it } from "vitest";
import { mapLinkedinError } from "./linkedin-errors";

const now = new Date("2026-01-01T00:00:00Z");
const rest = (status: number, code?: string) => ({ status, serviceErrorCode: 100, code, message: "m" });

describe("mapLinkedinError", () => {
  it.each([
    { name: "422 DUPLICATE_POST", status: 422, body: rest(422, "DUPLICATE_POST"), kind: "duplicate_content", retryable: false },
    { name: "426 NONEXISTENT_VERSION", status: 426, body: rest(426, "NONEXISTENT_VERSION"), kind: "unsupported", retryable: false },
    { name: "426 without a body", status: 426, body: "", kind: "unsupported", retryable: false },
    { name: "401 EXPIRED_ACCESS_TOKEN", status: 401, body: rest(401, "EXPIRED_ACCESS_TOKEN"), kind: "auth_expired", retryable: false },
    { name: "401 REVOKED_ACCESS_TOKEN", status: 401, body: rest(401, "REVOKED_ACCESS_TOKEN"), kind: "auth_expired", retryable: false },
    {
      name: "OAuth invalid_grant",
      status: 400,
      body: { error: "invalid_grant", error_description: "revoked" },
      kind: "auth_expired",
      retryable: false,
    },
    { name: "403 ACCESS_DENIED", status: 403, body: rest(403, "ACCESS_DENIED"), kind: "auth_expired", retryable: false },
    { name: "429", status: 429, body: rest(429), kind: "rate_limited", retryable: true },
    { name: "400 bad request", status: 400, body: rest(400, "INVALID_FIELD"), kind: "validation", retryable: false },
    { name: "422 other", status: 422, body: rest(422, "UNPROCESSABLE_ENTITY"), kind: "validation", retryable: false },
    { name: "500", status: 500, body: rest(500), kind: "server_error", retryable: true },
    { name: "504 with HTML", status: 504, body: "<html>", kind: "server_error", retryable: true },
  ])("$name → $kind", ({ status, body, kind, retryable }) => {
    const error = mapLinkedinError({ status, body, sent: true }, now);
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
  });

  it("keeps the platform code, the reset time and the ambiguity of a 5xx after sending", () => {
    expect(mapLinkedinError({ status: 422, body: rest(422, "DUPLICATE_POST"), sent: true }, now).platformCode).toBe("DUPLICATE_POST");
    const limited = mapLinkedinError({ status: 429, headers: new Headers({ "retry-after": "90" }), body: "", sent: true }, now);
    expect(limited.resetAt?.toISOString()).toBe("2026-01-01T00:01:30.000Z");
    expect(mapLinkedinError({ status: 500, body: "", sent: true }, now).ambiguous).toBe(true);
    expect(mapLinkedinError({ status: 500, body: "", sent: false }, now).ambiguous).toBe(false);
  });
});
