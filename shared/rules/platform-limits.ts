import type { PublishingPlatformId } from "./platform-ids";

/**
 * The platform limits registry (handbook platforms.md, "Limits registry", modelled on Shoutrrr's
 * app/Enums/Platform.php): per platform and post type, how long the text may be and how it is
 * measured, how many media of which kinds, whether kinds mix, and the byte, MIME, dimension and
 * duration caps. The web composer, the Word add-in and the server's precheck all read this one
 * table. Each value names its source; limits change often, so re-check the cited page before
 * relying on a number.
 */

/**
 * Values the sources disagree on ([CONFLICT]) or that only third-party docs support ([UNVERIFIED]).
 * This is the one place to change them: the registry below reads every such value from here.
 */
export const PLATFORM_LIMIT_CHOICES = {
  /** [UNVERIFIED in API docs] X Premium post length (Shoutrrr XAccountCapabilities.php). */
  xPremiumTextLength: 25_000,
  /**
   * [CONFLICT] X video size: the best-practices page says 8 GB (Premium 16 GB), the media overview
   * page 512 MB. We take the newer best-practices page and let the platform's 403 speak otherwise.
   */
  xVideoBytes: 8 * 1024 ** 3,
  xPremiumVideoBytes: 16 * 1024 ** 3,
  /** [UNVERIFIED] LinkedIn commentary length (Ayrshare docs, competitor code). */
  linkedinTextLength: 3_000,
  /** [UNVERIFIED] LinkedIn image ≤5 MB and < 36.15 megapixels (Ayrshare docs, competitor code). */
  linkedinImageBytes: 5 * 1024 ** 2,
  linkedinImageMaxPixels: 36_152_320,
  /** [UNVERIFIED] LinkedIn video 3 s–30 min, ≤500 MB, MP4 (Ayrshare docs, competitor code). */
  linkedinVideoBytes: 500 * 1024 ** 2,
  linkedinVideoMinSeconds: 3,
  linkedinVideoMaxSeconds: 30 * 60,
  /** [UNVERIFIED] LinkedIn document ≤100 MB / 300 pages (Ayrshare docs, competitor code). */
  linkedinDocumentBytes: 100 * 1024 ** 2,
  linkedinDocumentPages: 300,
  /** [UNVERIFIED] LinkedIn poll question ≤140 and option ≤30 characters. */
  linkedinPollQuestionLength: 140,
  linkedinPollOptionLength: 30,
  /** [UNVERIFIED] Facebook post text length (competitor code, Ayrshare). */
  facebookTextLength: 63_206,
  /** [CONFLICT] Facebook photo size: 4 MB vs 10 MB; we take the safe 4 MB (error 1366046 = too large). */
  facebookPhotoBytes: 4 * 1024 ** 2,
  /** [UNVERIFIED] Facebook Reels 3–90 s, 9:16 (Ayrshare). */
  facebookReelMinSeconds: 3,
  facebookReelMaxSeconds: 90,
  /** [CONFLICT] Instagram hashtags per post: 30 vs 5; we take 30 (the older, documented figure). */
  instagramHashtags: 30,
  /** [CONFLICT] Instagram Reels file size: 300 MB vs 1 GB; we take the safe 300 MB. */
  instagramReelBytes: 300 * 1024 ** 2,
  /**
   * [CONFLICT] Instagram publishes per moving 24 h: 50 (current reference) vs 25 (older docs) vs 100
   * (competitors). Read GET /{ig-user-id}/content_publishing_limit at run time; this is the fallback.
   */
  instagramPostsPer24h: 50,
  /** [UNVERIFIED] Gmail maximum message size. */
  gmailMessageBytes: 35 * 1024 ** 2,
} as const;

const C = PLATFORM_LIMIT_CHOICES;
const MB = 1024 ** 2;

/**
 * How a platform counts text: Unicode code points (most platforms), X's weighted length (URLs 23,
 * emoji and CJK 2; counted with twitter-text) or UTF-8 bytes (YouTube descriptions).
 */
export type TextMeasure = "code_points" | "x_weighted" | "utf8_bytes";

export type MediaKind = "image" | "gif" | "video" | "document";

export interface MediaCaps {
  mimeTypes: readonly string[];
  maxBytes?: number;
  minWidth?: number;
  maxWidth?: number;
  maxHeight?: number;
  maxPixels?: number;
  /** Aspect ratio bounds as width / height. */
  minAspect?: number;
  maxAspect?: number;
  minSeconds?: number;
  maxSeconds?: number;
  maxFrames?: number;
  maxFps?: number;
  maxPages?: number;
}

/**
 * Which media kinds a post may combine: "images_or_one_video" = several images, or exactly one
 * GIF/video/document alone; "any" = kinds mix freely (carousels); "single" = one item only.
 */
export type MediaMixing = "images_or_one_video" | "any" | "single";

export interface PostTypeLimits {
  maxTextLength?: number;
  measure: TextMeasure;
  /** Characters the text must not contain (YouTube: < and >). */
  forbiddenChars?: readonly string[];
  maxTitleLength?: number;
  maxHashtags?: number;
  minMedia: number;
  maxMedia: number;
  requiresMedia: boolean;
  mixing: MediaMixing;
  media: Partial<Record<MediaKind, MediaCaps>>;
  /** Tags: how many are used, and length caps (Medium: first 3, ≤25 chars; YouTube: ≤500 chars in total). */
  tags?: { maxCount?: number; maxLength?: number; maxTotalLength?: number };
  /** What changes for a Premium account (X). */
  premium?: { maxTextLength?: number; media?: Partial<Record<MediaKind, MediaCaps>> };
}

const JPEG = "image/jpeg";
const PNG = "image/png";
const GIF = "image/gif";
const WEBP = "image/webp";
const MP4 = "video/mp4";
const MOV = "video/quicktime";

const xMedia = {
  // X x-api/media/quickstart/best-practices.mdx: image ≤5 MB JPG/PNG/GIF/WEBP.
  image: { mimeTypes: [JPEG, PNG, WEBP], maxBytes: 5 * MB },
  // Same page: GIF ≤15 MB, ≤1280×1080, ≤350 frames.
  gif: { mimeTypes: [GIF], maxBytes: 15 * MB, maxWidth: 1280, maxHeight: 1080, maxFrames: 350 },
  // Same page: video 0.5 s–20 min, aspect 1:3–3:1, ≤60 fps, H.264 + AAC-LC (MP4).
  video: {
    mimeTypes: [MP4, MOV],
    maxBytes: C.xVideoBytes,
    minSeconds: 0.5,
    maxSeconds: 20 * 60,
    minAspect: 1 / 3,
    maxAspect: 3,
    maxFps: 60,
  },
} satisfies Partial<Record<MediaKind, MediaCaps>>;

export const PLATFORM_LIMITS = {
  x: {
    post: {
      // X fundamentals/counting-characters.mdx: 280 weighted characters.
      maxTextLength: 280,
      measure: "x_weighted",
      // X openapi.json CreatePostsRequest: media.media_ids 1–4; best-practices: 4 photos or 1 GIF or 1 video.
      minMedia: 0,
      maxMedia: 4,
      requiresMedia: false,
      mixing: "images_or_one_video",
      media: xMedia,
      premium: {
        maxTextLength: C.xPremiumTextLength,
        // best-practices.mdx: Premium video up to 125 min and 16 GB.
        media: { video: { ...xMedia.video, maxBytes: C.xPremiumVideoBytes, maxSeconds: 125 * 60 } },
      },
    },
  },
  linkedin: {
    post: {
      maxTextLength: C.linkedinTextLength,
      measure: "code_points",
      minMedia: 0,
      // learn.microsoft.com/…/shares/multiimage-post-api: multi-image posts take 2–20 images.
      maxMedia: 20,
      requiresMedia: false,
      mixing: "images_or_one_video",
      // MIME types are Wordloom's choice (the handbook lists none for LinkedIn images).
      media: {
        image: { mimeTypes: [JPEG, PNG, GIF], maxBytes: C.linkedinImageBytes, maxPixels: C.linkedinImageMaxPixels },
        video: {
          mimeTypes: [MP4],
          maxBytes: C.linkedinVideoBytes,
          minSeconds: C.linkedinVideoMinSeconds,
          maxSeconds: C.linkedinVideoMaxSeconds,
        },
        document: { mimeTypes: ["application/pdf"], maxBytes: C.linkedinDocumentBytes, maxPages: C.linkedinDocumentPages },
      },
    },
  },
  facebook: {
    post: {
      maxTextLength: C.facebookTextLength,
      measure: "code_points",
      minMedia: 0,
      // Handbook platforms.md (competitor code, Ayrshare): ≤10 photos per post; a video posts alone.
      maxMedia: 10,
      requiresMedia: false,
      mixing: "images_or_one_video",
      // MIME types are Wordloom's choice (the handbook lists none for Facebook photos and videos).
      media: {
        image: { mimeTypes: [JPEG, PNG, GIF, WEBP], maxBytes: C.facebookPhotoBytes },
        video: { mimeTypes: [MP4, MOV] },
      },
    },
    reel: {
      maxTextLength: C.facebookTextLength,
      measure: "code_points",
      minMedia: 1,
      maxMedia: 1,
      requiresMedia: true,
      mixing: "single",
      // [UNVERIFIED] Ayrshare: Reels 3–90 s, 9:16.
      media: {
        video: {
          mimeTypes: [MP4, MOV],
          minSeconds: C.facebookReelMinSeconds,
          maxSeconds: C.facebookReelMaxSeconds,
          minAspect: 9 / 16,
          maxAspect: 9 / 16,
        },
      },
    },
  },
  instagram: {
    // Ayrshare; Shoutrrr app/Enums/Platform.php: caption 2,200; images JPEG ≤8 MB, 4:5–1.91:1, 320–1440 px wide.
    // Postiz checkValidity: media is required.
    feed: {
      maxTextLength: 2_200,
      measure: "code_points",
      maxHashtags: C.instagramHashtags,
      minMedia: 1,
      maxMedia: 1,
      requiresMedia: true,
      mixing: "single",
      media: {
        image: { mimeTypes: [JPEG], maxBytes: 8 * MB, minAspect: 4 / 5, maxAspect: 1.91, minWidth: 320, maxWidth: 1440 },
      },
    },
    // developers.facebook.com/docs/instagram-platform/content-publishing: carousel 2–10 items, images and videos mix.
    carousel: {
      maxTextLength: 2_200,
      measure: "code_points",
      maxHashtags: C.instagramHashtags,
      minMedia: 2,
      maxMedia: 10,
      requiresMedia: true,
      mixing: "any",
      media: {
        image: { mimeTypes: [JPEG], maxBytes: 8 * MB, minAspect: 4 / 5, maxAspect: 1.91, minWidth: 320, maxWidth: 1440 },
        video: { mimeTypes: [MP4, MOV], maxBytes: C.instagramReelBytes, minSeconds: 3, maxSeconds: 15 * 60 },
      },
    },
    // Ayrshare: Reels MP4/MOV, H.264/HEVC, 3 s–15 min, 9:16. Single feed videos publish as Reels.
    reel: {
      maxTextLength: 2_200,
      measure: "code_points",
      maxHashtags: C.instagramHashtags,
      minMedia: 1,
      maxMedia: 1,
      requiresMedia: true,
      mixing: "single",
      media: {
        video: {
          mimeTypes: [MP4, MOV],
          maxBytes: C.instagramReelBytes,
          minSeconds: 3,
          maxSeconds: 15 * 60,
          minAspect: 9 / 16,
          maxAspect: 9 / 16,
        },
      },
    },
    // content-publishing: media_type=STORIES takes one image or video. [UNVERIFIED] Stories show no
    // caption, so Wordloom sends none (maxTextLength 0).
    story: {
      maxTextLength: 0,
      measure: "code_points",
      minMedia: 1,
      maxMedia: 1,
      requiresMedia: true,
      mixing: "single",
      media: {
        image: { mimeTypes: [JPEG], maxBytes: 8 * MB },
        video: { mimeTypes: [MP4, MOV], maxBytes: C.instagramReelBytes, minSeconds: 3, maxSeconds: 15 * 60 },
      },
    },
  },
  youtube: {
    // YouTube videos resource docs: title ≤100 chars, description ≤5,000 bytes without < or >, file ≤256 GB.
    // Postiz youtube.settings.dto.ts: tags ≤500 characters in total.
    video: {
      maxTextLength: 5_000,
      measure: "utf8_bytes",
      forbiddenChars: ["<", ">"],
      maxTitleLength: 100,
      minMedia: 1,
      maxMedia: 1,
      requiresMedia: true,
      mixing: "single",
      // MIME types are Wordloom's choice (the handbook lists none for YouTube).
      media: { video: { mimeTypes: [MP4, MOV, "video/webm", "video/x-msvideo", "video/mpeg"], maxBytes: 256 * 1024 ** 3 } },
      tags: { maxTotalLength: 500 },
    },
    // support.google.com answer 15424877: square or vertical and ≤3 min becomes a Short (no API flag).
    short: {
      maxTextLength: 5_000,
      measure: "utf8_bytes",
      forbiddenChars: ["<", ">"],
      maxTitleLength: 100,
      minMedia: 1,
      maxMedia: 1,
      requiresMedia: true,
      mixing: "single",
      media: { video: { mimeTypes: [MP4, MOV, "video/webm"], maxBytes: 256 * 1024 ** 3, maxSeconds: 180, maxAspect: 1 } },
      tags: { maxTotalLength: 500 },
    },
  },
  medium: {
    // Medium/medium-api-docs api.md: tags, first 3 used, ≤25 characters each; images side-loaded from <img src>.
    // Images are side-loaded from <img src> inside the HTML, never attached as post media.
    article: {
      measure: "code_points",
      minMedia: 0,
      maxMedia: 0,
      requiresMedia: false,
      mixing: "any",
      media: {},
      tags: { maxCount: 3, maxLength: 25 },
    },
  },
  gmail: {
    // The whole RFC 2822 message is capped in bytes; attachments travel inside the message, not as
    // post media. Recipients per message: PLATFORM_QUOTAS.gmailRecipientsPerMessage.
    message: {
      measure: "utf8_bytes",
      maxTextLength: C.gmailMessageBytes,
      minMedia: 0,
      maxMedia: 0,
      requiresMedia: false,
      mixing: "any",
      media: {},
    },
  },
} as const satisfies Record<PublishingPlatformId, Record<string, PostTypeLimits>>;

export type PlatformPostType<P extends PublishingPlatformId> = keyof (typeof PLATFORM_LIMITS)[P] & string;

/** Limits that are not about one post. */
export const PLATFORM_QUOTAS = {
  // X openapi.json CreatePostsPoll: 2–4 options, each 1–25 chars, duration 5–10,080 minutes.
  xPoll: { minOptions: 2, maxOptions: 4, maxOptionLength: 25, minMinutes: 5, maxMinutes: 10_080 },
  // learn.microsoft.com/…/shares/poll-post-api: 2–4 options; duration 1, 3, 7 or 14 days.
  linkedinPoll: {
    minOptions: 2,
    maxOptions: 4,
    durationsDays: [1, 3, 7, 14],
    maxQuestionLength: C.linkedinPollQuestionLength,
    maxOptionLength: C.linkedinPollOptionLength,
  },
  instagramPostsPer24h: C.instagramPostsPer24h,
  // support.google.com/a/answer/166852: 100 recipients per message sent through the API.
  gmailRecipientsPerMessage: 100,
} as const;
