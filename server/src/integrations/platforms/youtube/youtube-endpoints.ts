import { GOOGLE_OAUTH_ENDPOINTS } from "../google/google-endpoints";

/**
 * YouTube Data API v3 (handbook platforms.md "YouTube"). Every URL is overridable
 * (PLATFORM_YOUTUBE_<NAME>_URL) and PLATFORMS_BASE sends them all to the fake server.
 */
export const YOUTUBE_DEFAULT_ENDPOINTS = {
  ...GOOGLE_OAUTH_ENDPOINTS,
  /** channels, playlists, playlistItems, videos (developers.google.com/youtube/v3/docs). */
  api: "https://www.googleapis.com/youtube/v3",
  /** The media upload root: POST /videos?uploadType=resumable (videos/insert). */
  upload: "https://www.googleapis.com/upload/youtube/v3",
} as const;

/**
 * `youtube.upload` to upload, `youtube` to read the channel and its playlists, update the new video's
 * metadata, add it to a playlist and delete it (videos/update, playlistItems/insert and videos/delete
 * accept `youtube`, not `youtube.upload` alone).
 */
export const YOUTUBE_SCOPES = ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube"] as const;

/**
 * Bytes per resumable-upload chunk. Every chunk but the last must be a multiple of 256 KiB
 * (using_resumable_upload_protocol); Postiz uses 8 MB. ProviderConfig.options.uploadChunkBytes may
 * change it (tests use 256 KiB).
 */
export const YOUTUBE_CHUNK_UNIT_BYTES = 256 * 1024;
export const YOUTUBE_UPLOAD_CHUNK_BYTES = 32 * YOUTUBE_CHUNK_UNIT_BYTES;

/** Description ≤ 5,000 bytes without < or >; title ≤ 100 characters (videos resource). */
export const YOUTUBE_DESCRIPTION_MAX_BYTES = 5_000;
export const YOUTUBE_TITLE_MAX_CHARS = 100;

/** "People & Blogs": videos.update must restate a category with the snippet (videos/update). */
export const YOUTUBE_DEFAULT_CATEGORY_ID = "22";

/** Status checks and resumes of one upload after a 5xx or a dropped connection before giving up. */
export const YOUTUBE_MAX_UPLOAD_RESUMES = 3;

export const YOUTUBE_WATCH_URL = "https://www.youtube.com/watch?v=";
