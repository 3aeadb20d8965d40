/**
 * The Pexels API (handbook platforms.md "Pexels"; pexels.com/api/documentation): photos under
 * /v1/search, videos under /videos/search, both on api.pexels.com. Overridable
 * (PLATFORM_PEXELS_API_URL); PLATFORMS_BASE sends it to the fake server.
 */
export const PEXELS_DEFAULT_ENDPOINTS = {
  api: "https://api.pexels.com",
} as const;

/** Pexels answers at most 80 results per page (per_page, documentation "Search for Photos"). */
export const PEXELS_MAX_PER_PAGE = 80;

/** The request that checks a pasted key: the smallest authenticated search. */
export const PEXELS_VERIFY_QUERY = { query: "nature", per_page: "1" } as const;

/**
 * Default limits are 200 requests an hour (handbook); Pexels sends X-Ratelimit-* headers on
 * successful answers only, so a 429 without them holds for an hour. [UNVERIFIED: header presence on 429]
 */
export const PEXELS_DEFAULT_RATE_LIMIT_SECONDS = 3600;
