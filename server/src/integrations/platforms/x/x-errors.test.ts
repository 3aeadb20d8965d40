import { describe, expect, it } from "vitest";
import type { PlatformErrorKind } from "../platform-error";
import { mapXError } from "./x-errors";

// Table-driven (handbook platforms.md §3 "Error mapping"): X's answers → kind and retry decision.
const cases: {
  name: string;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  kind: PlatformErrorKind;
  retryable: boolean;
}[] = [
  {
    name: "429 rate limit",
    status: 429,
    headers: { "x-rate-limit-reset": "1900000000" },
    body: { title: "Too Many Requests" },
    kind: "rate_limited",
    retryable: true,
  },
  { name: "401 expired token", status: 401, body: { title: "Unauthorized" }, kind: "auth_expired", retryable: false },
  {
    name: "400 invalid refresh token",
    status: 400,
    body: { error: "invalid_request", error_description: "Value passed for the token was invalid." },
    kind: "auth_expired",
    retryable: false,
  },
  { name: "400 invalid_grant", status: 400, body: { error: "invalid_grant" }, kind: "auth_expired", retryable: false },
  {
    name: "403 duplicate content",
    status: 403,
    body: { detail: "You are not allowed to create a Tweet with duplicate content." },
    kind: "duplicate_content",
    retryable: false,
  },
  {
    name: "403 video too long",
    status: 403,
    body: { detail: "You are not allowed to post a video longer than 2 minutes." },
    kind: "validation",
    retryable: false,
  },
  { name: "402 credits exhausted", status: 402, body: { title: "Payment Required" }, kind: "billing_required", retryable: false },
  {
    name: "403 client not enrolled",
    status: 403,
    body: { reason: "client-not-enrolled", title: "Client Forbidden", type: "https://api.twitter.com/2/problems/client-forbidden" },
    kind: "unsupported",
    retryable: false,
  },
  {
    name: "400 invalid request",
    status: 400,
    body: { title: "Invalid Request", detail: "One or more parameters to your request was invalid." },
    kind: "validation",
    retryable: false,
  },
  { name: "500", status: 500, body: "oops", kind: "server_error", retryable: true },
  { name: "503", status: 503, kind: "server_error", retryable: true },
  { name: "no answer", kind: "network", retryable: true },
  { name: "418 unknown", status: 418, kind: "unknown", retryable: false },
];

describe("X error mapping", () => {
  it.each(cases)("$name → $kind", ({ status, body, headers, kind, retryable }) => {
    const error = mapXError({ status, body, headers: new Headers(headers), sent: true });
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
    if (kind === "rate_limited") {
      expect(error.resetAt).toEqual(new Date(1_900_000_000_000));
    }
  });

  it("a 5xx is ambiguous only when the request was sent", () => {
    expect(mapXError({ status: 502, sent: true }).ambiguous).toBe(true);
    expect(mapXError({ status: 502, sent: false }).ambiguous).toBe(false);
  });
});
