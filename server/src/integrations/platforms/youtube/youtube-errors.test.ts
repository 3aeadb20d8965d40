import { describe, expect, it } from "vitest";
import { nextPacificMidnight } from "../google/google-errors";
import { mapYoutubeError, youtubeProcessingError } from "./youtube-errors";

const now = new Date("2026-01-01T12:00:00Z");
const api = (code: number, reason: string) => ({ error: { code, message: reason, errors: [{ reason, domain: "youtube" }] } });

describe("mapYoutubeError", () => {
  it.each([
    { name: "403 quotaExceeded", status: 403, body: api(403, "quotaExceeded"), kind: "rate_limited", retryable: true },
    { name: "403 dailyLimitExceeded", status: 403, body: api(403, "dailyLimitExceeded"), kind: "rate_limited", retryable: true },
    { name: "403 rateLimitExceeded", status: 403, body: api(403, "rateLimitExceeded"), kind: "rate_limited", retryable: true },
    { name: "429 userRateLimitExceeded", status: 429, body: api(429, "userRateLimitExceeded"), kind: "rate_limited", retryable: true },
    { name: "400 uploadLimitExceeded", status: 400, body: api(400, "uploadLimitExceeded"), kind: "rate_limited", retryable: true },
    { name: "401 authError", status: 401, body: api(401, "authError"), kind: "auth_expired", retryable: false },
    { name: "401 without a body", status: 401, body: "", kind: "auth_expired", retryable: false },
    {
      name: "OAuth invalid_grant",
      status: 400,
      body: { error: "invalid_grant", error_description: "Token has been expired or revoked." },
      kind: "auth_expired",
      retryable: false,
    },
    {
      name: "OAuth invalid_client",
      status: 401,
      body: { error: "invalid_client", error_description: "not found" },
      kind: "unsupported",
      retryable: false,
    },
    { name: "403 insufficientPermissions", status: 403, body: api(403, "insufficientPermissions"), kind: "auth_expired", retryable: false },
    { name: "401 youtubeSignupRequired", status: 401, body: api(401, "youtubeSignupRequired"), kind: "validation", retryable: false },
    { name: "403 forbidden", status: 403, body: api(403, "forbidden"), kind: "validation", retryable: false },
    { name: "403 forbiddenPrivacySetting", status: 403, body: api(403, "forbiddenPrivacySetting"), kind: "validation", retryable: false },
    { name: "400 invalidDescription", status: 400, body: api(400, "invalidDescription"), kind: "validation", retryable: false },
    { name: "400 invalidTitle", status: 400, body: api(400, "invalidTitle"), kind: "validation", retryable: false },
    { name: "400 invalidCategoryId", status: 400, body: api(400, "invalidCategoryId"), kind: "validation", retryable: false },
    { name: "404 videoNotFound", status: 404, body: api(404, "videoNotFound"), kind: "validation", retryable: false },
    { name: "404 playlistNotFound", status: 404, body: api(404, "playlistNotFound"), kind: "validation", retryable: false },
    {
      name: "409 videoAlreadyInPlaylist",
      status: 409,
      body: api(409, "videoAlreadyInPlaylist"),
      kind: "duplicate_content",
      retryable: false,
    },
    { name: "500 backendError", status: 500, body: api(500, "backendError"), kind: "server_error", retryable: true },
    { name: "503 with HTML", status: 503, body: "<html>", kind: "server_error", retryable: true },
    { name: "418 unknown", status: 418, body: "", kind: "unknown", retryable: false },
  ])("$name → $kind", ({ status, body, kind, retryable }) => {
    const error = mapYoutubeError({ status, body, sent: true }, now);
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
  });

  it("keeps the reason and sets when a limit lifts: Retry-After, else the quota's midnight Pacific, else the channel's 24 hours", () => {
    expect(mapYoutubeError({ status: 403, body: api(403, "quotaExceeded"), sent: true }, now)).toMatchObject({
      platformCode: "quotaExceeded",
      // 12:00 UTC on 1 January is 04:00 PST: the quota resets at 08:00 UTC on 2 January.
      resetAt: new Date("2026-01-02T08:00:00Z"),
    });
    expect(mapYoutubeError({ status: 400, body: api(400, "uploadLimitExceeded"), sent: true }, now).resetAt).toEqual(
      new Date("2026-01-02T12:00:00Z"),
    );
    const limited = mapYoutubeError(
      { status: 429, headers: new Headers({ "retry-after": "30" }), body: api(429, "rateLimitExceeded"), sent: true },
      now,
    );
    expect(limited.resetAt).toEqual(new Date("2026-01-01T12:00:30Z"));
    expect(mapYoutubeError({ status: 500, body: "", sent: true }, now).ambiguous).toBe(true);
    expect(mapYoutubeError({ status: 500, body: "", sent: false }, now).ambiguous).toBe(false);
  });

  it("knows midnight Pacific in summer time too", () => {
    expect(nextPacificMidnight(new Date("2026-07-01T12:00:00Z"))).toEqual(new Date("2026-07-02T07:00:00Z"));
  });
});

describe("youtubeProcessingError", () => {
  it.each([
    { status: { uploadStatus: "failed", failureReason: "codec" }, kind: "media_processing", code: "codec" },
    { status: { uploadStatus: "failed", failureReason: "tooSmall" }, kind: "media_processing", code: "tooSmall" },
    { status: { uploadStatus: "rejected", rejectionReason: "duplicate" }, kind: "duplicate_content", code: "duplicate" },
    { status: { uploadStatus: "rejected", rejectionReason: "copyright" }, kind: "validation", code: "copyright" },
    { status: { uploadStatus: "rejected", rejectionReason: "length" }, kind: "validation", code: "length" },
  ])("$status.uploadStatus $code → $kind", ({ status, kind, code }) => {
    expect(youtubeProcessingError(status)).toMatchObject({ kind, platformCode: code });
  });

  it("says nothing for a video that is uploaded or processed", () => {
    expect(youtubeProcessingError({ uploadStatus: "uploaded" })).toBeUndefined();
    expect(youtubeProcessingError({ uploadStatus: "processed" })).toBeUndefined();
  });
});
