/**
 * LinkedIn's monthly API version, sent as `LinkedIn-Version` on every /rest call, with Rest.li
 * protocol 2.0.0 (learn.microsoft.com/en-us/linkedin/marketing/…/shares/images-api). Versions are
 * sunset about a year after release and a stale one answers 426 NONEXISTENT_VERSION (handbook
 * platforms.md, Mixpost #167): bump it here, and only here, at least twice a year.
 * [UNVERIFIED] that this exact month is live today: check the versioning page when bumping.
 */
export const LINKEDIN_VERSION = "202608";
export const RESTLI_PROTOCOL_VERSION = "2.0.0";

export const LINKEDIN_HEADERS = {
  "LinkedIn-Version": LINKEDIN_VERSION,
  "X-Restli-Protocol-Version": RESTLI_PROTOCOL_VERSION,
} as const;

/** The real LinkedIn URLs; configuration (or PLATFORMS_BASE) may replace each. */
export const LINKEDIN_DEFAULT_ENDPOINTS = {
  authorize: "https://www.linkedin.com/oauth/v2/authorization",
  token: "https://www.linkedin.com/oauth/v2/accessToken",
  revoke: "https://www.linkedin.com/oauth/v2/revoke",
  /** /v2/userinfo (OpenID) and the versioned /rest API. */
  api: "https://api.linkedin.com",
} as const;

export const linkedinEndpoint = (endpoints: Readonly<Record<string, string>>, name: keyof typeof LINKEDIN_DEFAULT_ENDPOINTS): string =>
  (endpoints[name] ?? LINKEDIN_DEFAULT_ENDPOINTS[name]).replace(/\/+$/, "");
