import { describe, expect, it } from "vitest";
import { mapMediumError } from "./medium-errors";

const now = new Date("2026-01-01T12:00:00Z");
const medium = (code: number, message: string) => ({ errors: [{ message, code }] });

describe("mapMediumError", () => {
  it.each([
    { name: "401 invalid token", status: 401, body: medium(6003, "Token was invalid."), kind: "auth_expired", retryable: false },
    { name: "401 revoked token", status: 401, body: medium(6002, "Token has been revoked."), kind: "auth_expired", retryable: false },
    {
      name: "403 may not publish",
      status: 403,
      body: medium(6027, "User does not have permission to publish."),
      kind: "auth_expired",
      retryable: false,
    },
    { name: "400 invalid field", status: 400, body: medium(6026, "Invalid contentFormat."), kind: "validation", retryable: false },
    { name: "404 unknown author", status: 404, body: medium(6021, "Unknown user."), kind: "validation", retryable: false },
    { name: "429 too many requests", status: 429, body: medium(6029, "Rate limit exceeded."), kind: "rate_limited", retryable: true },
    { name: "500", status: 500, body: "", kind: "server_error", retryable: true },
    { name: "503 with HTML", status: 503, body: "<html>", kind: "server_error", retryable: true },
    { name: "418 unknown", status: 418, body: "", kind: "unknown", retryable: false },
  ])("$name → $kind", ({ status, body, kind, retryable }) => {
    const error = mapMediumError({ status, body, sent: true }, now);
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
    expect(error.status).toBe(status);
  });

  it("keeps Medium's message and code", () => {
    expect(mapMediumError({ status: 401, body: medium(6003, "Token was invalid."), sent: false }, now)).toMatchObject({
      message: "Medium: Token was invalid.",
      platformCode: "6003",
    });
  });

  it("holds a rate limit for Retry-After, else a minute", () => {
    const headers = new Headers({ "retry-after": "120" });
    expect(mapMediumError({ status: 429, headers, body: "", sent: true }, now).resetAt).toEqual(new Date("2026-01-01T12:02:00Z"));
    expect(mapMediumError({ status: 429, body: "", sent: true }, now).resetAt).toEqual(new Date("2026-01-01T12:01:00Z"));
  });

  it("a 5xx after sending is ambiguous, before it is not; no answer is a network error", () => {
    expect(mapMediumError({ status: 502, body: "", sent: true }, now).ambiguous).toBe(true);
    expect(mapMediumError({ status: 502, body: "", sent: false }, now).ambiguous).toBe(false);
    expect(mapMediumError({ sent: true }, now)).toMatchObject({ kind: "network", ambiguous: true, retryable: true });
    expect(mapMediumError({ sent: false }, now)).toMatchObject({ kind: "network", ambiguous: false });
  });
});
