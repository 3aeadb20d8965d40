/**
 * Canva Connect endpoints and constants (handbook platforms.md "Canva Connect"; canva.dev/docs/connect).
 * Every URL is overridable (PLATFORM_CANVA_<NAME>_URL) and PLATFORMS_BASE sends them all to the
 * fake server.
 */
export const CANVA_DEFAULT_ENDPOINTS = {
  /** canva.dev/docs/connect/authentication: the user's consent page. */
  authorize: "https://www.canva.com/api/oauth/authorize",
  /** CORS-blocked and Basic-authenticated with the client secret: called from the server only. */
  token: "https://api.canva.com/rest/v1/oauth/token",
  revoke: "https://api.canva.com/rest/v1/oauth/revoke",
  /** REST root: /users/me, /users/me/profile, /designs, /exports. */
  api: "https://api.canva.com/rest/v1",
} as const;

/** Listing designs needs design:meta:read, exporting design:content:read, the display name profile:read. */
export const CANVA_SCOPES = ["design:meta:read", "design:content:read", "profile:read"] as const;

/**
 * Canva spells the PKCE method in lower case (`code_challenge_method=s256`, canva.dev authentication
 * guide); the challenge itself is the RFC 7636 S256 one.
 */
export const CANVA_CODE_CHALLENGE_METHOD = "s256";

/** Pages of GET /designs read per listing (each carries a continuation to the next). */
export const CANVA_MAX_DESIGN_PAGES = 4;

/**
 * Export format options Canva requires beside the type: jpg needs a quality from 1 to 100, mp4 a
 * named quality (canva.dev/docs/connect/api-reference/exports/create-design-export-job).
 */
export const CANVA_JPG_QUALITY = 90;
export const CANVA_MP4_QUALITY = "horizontal_1080p";
