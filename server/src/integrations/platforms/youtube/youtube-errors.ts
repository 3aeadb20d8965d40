import { mapGoogleError, type GoogleErrorRule } from "../google/google-errors";
import { PlatformError } from "../platform-error";
import type { PlatformFailure } from "../provider";

/**
 * YouTube answers → the one error taxonomy (reasons from developers.google.com/youtube/v3/docs/errors,
 * videos/insert, videos/update, playlistItems/insert; handbook platforms.md "YouTube").
 */
export const YOUTUBE_ERROR_RULES: readonly GoogleErrorRule[] = [
  // The project's daily quota (10,000 units, or the separate videos.insert bucket): lifts at midnight PT.
  { reason: "quotaExceeded", kind: "rate_limited", resetAfter: "pacific_midnight" },
  { reason: "dailyLimitExceeded", kind: "rate_limited", resetAfter: "pacific_midnight" },
  { reason: "rateLimitExceeded", kind: "rate_limited", resetAfter: 60 },
  { reason: "userRateLimitExceeded", kind: "rate_limited", resetAfter: 60 },
  // The channel's 24-hour upload cap (videos/insert, 400 uploadLimitExceeded).
  { reason: "uploadLimitExceeded", kind: "rate_limited", resetAfter: 24 * 3600 },
  // OAuth: a revoked refresh token or one from a "Testing" app after 7 days.
  { reason: "invalid_grant", kind: "auth_expired" },
  { reason: "invalid_client", kind: "unsupported" },
  { reason: "unauthorized_client", kind: "unsupported" },
  { reason: "authError", kind: "auth_expired" },
  { reason: "unauthorized", kind: "auth_expired" },
  // The token lacks a scope: reconnecting grants it.
  { reason: "insufficientPermissions", kind: "auth_expired" },
  { reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT", kind: "auth_expired" },
  // The Google account has no channel yet: the user must create one first.
  { reason: "youtubeSignupRequired", kind: "validation" },
  // The video or channel does not allow this (not the owner, a forbidden privacy or licence setting):
  // neither retrying nor reconnecting helps.
  { reason: "forbidden", kind: "validation" },
  { reason: "forbiddenPrivacySetting", kind: "validation" },
  { reason: "forbiddenLicenseSetting", kind: "validation" },
  { reason: "invalidTitle", kind: "validation" },
  { reason: "invalidDescription", kind: "validation" },
  { reason: "invalidTags", kind: "validation" },
  { reason: "invalidCategoryId", kind: "validation" },
  { reason: "invalidVideoMetadata", kind: "validation" },
  { reason: "mediaBodyRequired", kind: "validation" },
  { reason: "videoNotFound", kind: "validation" },
  { reason: "playlistNotFound", kind: "validation" },
  { reason: "videoAlreadyInPlaylist", kind: "duplicate_content" },
  // Processing failures (status.uploadStatus failed / rejected, see youtubeProcessingError).
  { reason: "failed", kind: "media_processing" },
  { reason: "duplicate", kind: "duplicate_content" },
  { reason: "rejected", kind: "validation" },
  { reason: "backendError", kind: "server_error" },
  { status: 401, kind: "auth_expired" },
  { status: 403, kind: "validation" },
  { status: 429, kind: "rate_limited", resetAfter: 60 },
  { status: 400, kind: "validation" },
  { status: 404, kind: "validation" },
];

export const mapYoutubeError = (failure: PlatformFailure, now: Date): PlatformError =>
  mapGoogleError(failure, now, "YouTube", YOUTUBE_ERROR_RULES);

/**
 * A video YouTube could not take (status.uploadStatus "failed" with a failureReason: codec,
 * conversion, emptyFile, invalidFile, tooSmall, uploadAborted; or "rejected" with a rejectionReason:
 * duplicate, copyright, length, …) as an error of the same table.
 */
export function youtubeProcessingError(status: {
  uploadStatus?: string;
  failureReason?: string;
  rejectionReason?: string;
}): PlatformError | undefined {
  if (status.uploadStatus !== "failed" && status.uploadStatus !== "rejected") {
    return undefined;
  }
  const detail = status.failureReason ?? status.rejectionReason ?? status.uploadStatus;
  const reason = status.rejectionReason === "duplicate" ? "duplicate" : status.uploadStatus;
  const kind = YOUTUBE_ERROR_RULES.find((rule) => rule.reason === reason)?.kind ?? "media_processing";
  return new PlatformError(kind, `YouTube: the video was ${status.uploadStatus} (${detail}).`, { platformCode: detail });
}
