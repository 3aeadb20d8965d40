import { describe, expect, it } from "vitest";
import { mapPexelsError, pexelsQuotaSpent } from "./pexels-errors";

const now = new Date("2026-01-01T12:00:00Z");

describe("mapPexelsError", () => {
  it.each([
    { name: "401 wrong key", status: 401, body: { error: "Unauthorized" }, kind: "auth_expired", retryable: false },
    { name: "403 suspended key", status: 403, body: "Forbidden", kind: "auth_expired", retryable: false },
    { name: "400 bad query", status: 400, body: { error: "query is required" }, kind: "validation", retryable: false },
    { name: "404", status: 404, body: "", kind: "validation", retryable: false },
    { name: "429 quota spent", status: 429, body: "Too Many Requests", kind: "rate_limited", retryable: true },
    { name: "500", status: 500, body: "", kind: "server_error", retryable: true },
    { name: "502 with HTML", status: 502, body: "<html>bad gateway</html>", kind: "server_error", retryable: true },
    { name: "418 unknown", status: 418, body: "", kind: "unknown", retryable: false },
  ])("$name → $kind", ({ status, body, kind, retryable }) => {
    const error = mapPexelsError({ status, body, sent: false }, now);
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
    expect(error.ambiguous).toBe(false);
  });

  it("reads the reset time and the remaining count from the X-Ratelimit headers, else holds an hour", () => {
    const headers = new Headers({ "x-ratelimit-limit": "200", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1767272400" });
    expect(mapPexelsError({ status: 429, headers, body: "", sent: false }, now)).toMatchObject({
      kind: "rate_limited",
      resetAt: new Date(1767272400 * 1000),
      platformCode: "remaining=0",
    });
    expect(mapPexelsError({ status: 429, body: "", sent: false }, now).resetAt).toEqual(new Date("2026-01-01T13:00:00Z"));
    expect(pexelsQuotaSpent(headers)).toBe(true);
    expect(pexelsQuotaSpent(new Headers({ "x-ratelimit-remaining": "12" }))).toBe(false);
  });

  it("keeps Pexels' message; no answer is a network error that created nothing", () => {
    expect(mapPexelsError({ status: 400, body: { error: "query is required" }, sent: false }, now).message).toBe(
      "Pexels: query is required",
    );
    expect(mapPexelsError({ sent: false }, now)).toMatchObject({ kind: "network", ambiguous: false, retryable: true });
  });
});
