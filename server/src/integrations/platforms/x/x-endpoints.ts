/**
 * X (API v2) endpoints and constants (handbook platforms.md "X"). Every URL is overridable
 * (PLATFORM_X_<NAME>_URL) and PLATFORMS_BASE sends them all to the fake server.
 */
export const X_DEFAULT_ENDPOINTS = {
  /** xdevplatform/docs fundamentals/authentication/oauth-2-0/authorization-code.mdx */
  authorize: "https://x.com/i/oauth2/authorize",
  token: "https://api.x.com/2/oauth2/token",
  revoke: "https://api.x.com/2/oauth2/revoke",
  /** API v2 root: /users/me, /tweets, /media/upload/… */
  api: "https://api.x.com/2",
} as const;

/** Without offline.access X issues no refresh token (same source). */
export const X_SCOPES = ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"] as const;

/** Where a post is seen (x.com/<username>/status/<id>). */
export const X_WEB = "https://x.com";

/**
 * 280 weighted characters (fundamentals/counting-characters.mdx). The Premium limit of 25,000 is
 * [UNVERIFIED in API docs] (handbook): kept here, in one place, to change when X documents it.
 */
export const X_MAX_WEIGHTED_LENGTH = 280;
export const X_PREMIUM_MAX_WEIGHTED_LENGTH = 25_000;

/**
 * Chunk size for POST /2/media/upload/{id}/append. X's best-practices page asks for chunks of at
 * most 5 MB [UNVERIFIED: the exact cap is not in openapi.json]; 4 MiB keeps below it.
 */
export const X_UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

/** Status polls of a processing video before giving up (each waits check_after_secs). */
export const X_MAX_STATUS_POLLS = 60;
