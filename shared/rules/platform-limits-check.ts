import type { PublishingPlatformId } from "./platform-ids";
import {
  PLATFORM_LIMITS,
  type MediaCaps,
  type MediaKind,
  type PlatformPostType,
  type PostTypeLimits,
  type TextMeasure,
} from "./platform-limits";

/**
 * Checks a post against the limits registry before anything is sent: the composer shows the
 * problems as the user types, the server's precheck refuses what a platform would refuse.
 */

/** X's weighted length, from twitter-text's `parseTweet(text).weightedLength` (passed in by the caller). */
export type WeightedCounter = (text: string) => number;

const encoder = new TextEncoder();

/** The text's length as the platform measures it. x_weighted needs the twitter-text counter. */
export function measureText(text: string, measure: TextMeasure, weighted?: WeightedCounter): number {
  switch (measure) {
    case "code_points":
      return [...text].length;
    case "utf8_bytes":
      return encoder.encode(text).length;
    case "x_weighted":
      if (!weighted) {
        throw new Error("X text is measured with twitter-text: pass its weighted counter.");
      }
      return weighted(text);
  }
}

/** One platform's limits for a post type, with the Premium variant applied when the account has it. */
export function limitsFor<P extends PublishingPlatformId>(
  platform: P,
  postType: PlatformPostType<P>,
  account: { isPremium?: boolean } = {},
): PostTypeLimits {
  const limits = (PLATFORM_LIMITS[platform] as Record<string, PostTypeLimits>)[postType];
  if (!limits) {
    throw new Error(`No limits for ${platform} ${postType}.`);
  }
  if (!account.isPremium || !limits.premium) {
    return limits;
  }
  return {
    ...limits,
    maxTextLength: limits.premium.maxTextLength ?? limits.maxTextLength,
    media: { ...limits.media, ...limits.premium.media },
  };
}

export type LimitProblemCode =
  | "text_too_long"
  | "forbidden_character"
  | "title_too_long"
  | "too_many_hashtags"
  | "media_required"
  | "too_few_media"
  | "too_many_media"
  | "media_mixing"
  | "media_kind"
  | "mime_type"
  | "too_large"
  | "dimensions"
  | "aspect_ratio"
  | "duration";

export interface LimitProblem {
  code: LimitProblemCode;
  /** The media item's position, for media problems. */
  index?: number;
  limit?: number | string;
  actual?: number | string;
}

const HASHTAG = /(?:^|\s)#[\p{L}\p{N}_]+/gu;

export function checkPostText(limits: PostTypeLimits, post: { text: string; title?: string }, weighted?: WeightedCounter): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const length = measureText(post.text, limits.measure, weighted);
  if (limits.maxTextLength !== undefined && length > limits.maxTextLength) {
    problems.push({ code: "text_too_long", limit: limits.maxTextLength, actual: length });
  }
  for (const char of limits.forbiddenChars ?? []) {
    if (post.text.includes(char)) {
      problems.push({ code: "forbidden_character", actual: char });
    }
  }
  const titleLength = post.title === undefined ? 0 : [...post.title].length;
  if (limits.maxTitleLength !== undefined && titleLength > limits.maxTitleLength) {
    problems.push({ code: "title_too_long", limit: limits.maxTitleLength, actual: titleLength });
  }
  const hashtags = post.text.match(HASHTAG)?.length ?? 0;
  if (limits.maxHashtags !== undefined && hashtags > limits.maxHashtags) {
    problems.push({ code: "too_many_hashtags", limit: limits.maxHashtags, actual: hashtags });
  }
  return problems;
}

export interface MediaCandidate {
  kind: MediaKind;
  mimeType: string;
  byteLength: number;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

export function checkPostMedia(limits: PostTypeLimits, media: readonly MediaCandidate[]): LimitProblem[] {
  const problems: LimitProblem[] = [];
  if (media.length === 0 && limits.requiresMedia) {
    return [{ code: "media_required", limit: limits.minMedia, actual: 0 }];
  }
  if (media.length > 0 && media.length < limits.minMedia) {
    problems.push({ code: "too_few_media", limit: limits.minMedia, actual: media.length });
  }
  if (media.length > limits.maxMedia) {
    problems.push({ code: "too_many_media", limit: limits.maxMedia, actual: media.length });
  }
  const alone = media.filter((item) => item.kind !== "image");
  if (limits.mixing === "images_or_one_video" && alone.length > 0 && media.length > 1) {
    problems.push({ code: "media_mixing", limit: limits.mixing });
  }
  media.forEach((item, index) => problems.push(...checkOneMedium(limits.media[item.kind], item, index)));
  return problems;
}

function checkOneMedium(caps: MediaCaps | undefined, item: MediaCandidate, index: number): LimitProblem[] {
  if (!caps) {
    return [{ code: "media_kind", index, actual: item.kind }];
  }
  const problems: LimitProblem[] = [];
  if (!caps.mimeTypes.includes(item.mimeType)) {
    problems.push({ code: "mime_type", index, limit: caps.mimeTypes.join(", "), actual: item.mimeType });
  }
  if (caps.maxBytes !== undefined && item.byteLength > caps.maxBytes) {
    problems.push({ code: "too_large", index, limit: caps.maxBytes, actual: item.byteLength });
  }
  const { width, height, durationSeconds } = item;
  if (width !== undefined && height !== undefined) {
    const outside =
      (caps.minWidth !== undefined && width < caps.minWidth) ||
      (caps.maxWidth !== undefined && width > caps.maxWidth) ||
      (caps.maxHeight !== undefined && height > caps.maxHeight) ||
      (caps.maxPixels !== undefined && width * height > caps.maxPixels);
    if (outside) {
      problems.push({ code: "dimensions", index, actual: `${width}×${height}` });
    }
    const aspect = width / height;
    // A hundredth of tolerance: 1080×1920 is 9:16 even though the division is not exact.
    if (
      (caps.minAspect !== undefined && aspect < caps.minAspect - 0.01) ||
      (caps.maxAspect !== undefined && aspect > caps.maxAspect + 0.01)
    ) {
      problems.push({ code: "aspect_ratio", index, actual: Number(aspect.toFixed(3)) });
    }
  }
  if (durationSeconds !== undefined) {
    if (
      (caps.minSeconds !== undefined && durationSeconds < caps.minSeconds) ||
      (caps.maxSeconds !== undefined && durationSeconds > caps.maxSeconds)
    ) {
      problems.push({ code: "duration", index, limit: `${caps.minSeconds ?? 0}–${caps.maxSeconds ?? "∞"} s`, actual: durationSeconds });
    }
  }
  return problems;
}
