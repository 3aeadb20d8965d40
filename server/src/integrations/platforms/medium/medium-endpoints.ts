/**
 * Medium's legacy API (handbook platforms.md "Medium"; Medium/medium-api-docs api.md). The one base
 * URL is overridable (PLATFORM_MEDIUM_API_URL) and PLATFORMS_BASE sends it to the fake server.
 */
export const MEDIUM_DEFAULT_ENDPOINTS = {
  /** GET /me, POST /users/{authorId}/posts. */
  api: "https://api.medium.com/v1",
} as const;

/** Medium uses the first three tags and ignores any longer than 25 characters (api.md "Creating a post"). */
export const MEDIUM_MAX_TAGS = 3;
export const MEDIUM_MAX_TAG_CHARS = 25;

export const MEDIUM_PUBLISH_STATUSES = ["public", "draft", "unlisted"] as const;
export type MediumPublishStatus = (typeof MEDIUM_PUBLISH_STATUSES)[number];

/**
 * Medium does not document how long an integration token is (they are 60-odd hex characters); this
 * only refuses an obviously truncated paste before asking Medium. [UNVERIFIED: Wordloom's floor]
 */
export const MEDIUM_TOKEN_MIN_CHARS = 20;

/** A story's short URL is medium.com/p/{postId}; Medium redirects it to the full one. */
export const MEDIUM_STORY_BASE_URL = "https://medium.com/p";
