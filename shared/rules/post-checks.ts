import { CAMPAIGN_LIMITS } from "./campaign-limits";
import { CAMPAIGN_MESSAGES as M } from "./campaign-messages";
import type { PublishingPlatformId } from "./platform-ids";
import { PLATFORM_LIMITS, type MediaKind, type PostTypeLimits } from "./platform-limits";
import { checkPostMedia, checkPostText, limitsFor, measureText, type WeightedCounter } from "./platform-limits-check";
import { youtubeTagsLength } from "./youtube-tags";
import { POST_TYPES, type PostTypeKey } from "./post-types";

/**
 * Checks a scheduled post against the spec's rules (document 4 §5) and the platform limits
 * registry. Two kinds of answers: `problems` refuse a save (the spec's messages), and per-target
 * `notPublishable` reasons mark an account the post will not be published to (over the length
 * limit, media the platform refuses) while the post itself saves. The web editor and the server
 * run the same function; X is counted with twitter-text's weighted length (passed in).
 */

export const PLATFORM_NAMES: Record<PublishingPlatformId, string> = {
  linkedin: "LinkedIn",
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  medium: "Medium",
  gmail: "Gmail",
};

export type PostMediaKind = MediaKind | "url";

export interface MediaForChecks {
  kind: PostMediaKind;
  mimeType: string;
  byteLength: number;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
}

export interface TargetForChecks {
  accountId: string;
  platform: PublishingPlatformId;
  isPremium: boolean;
  /** The chosen destination's kind (LinkTarget kind) or null for the account itself. */
  targetKind: string | null;
  /** YouTube video tags of this entry (≤ 500 characters as YouTube counts them). */
  tags?: readonly string[];
}

export interface PostForChecks {
  type: PostTypeKey;
  content: string;
  title: string;
  /** The X version of the text (platformContent), used for X when present. */
  xContent: string | null;
  poll: { question: string; options: readonly string[] } | null;
  media: readonly MediaForChecks[];
  targets: readonly TargetForChecks[];
}

export type PostProblemCode =
  | "content_empty"
  | "x_too_long"
  | "poll_invalid"
  | "poll_title_too_long"
  | "poll_option_too_long"
  | "poll_media"
  | "too_many_images"
  | "image_type"
  | "image_too_large"
  | "video_type"
  | "story_pdf"
  | "media_kind"
  | "type_not_on_platform"
  | "youtube_target"
  | "youtube_tags_too_long"
  | "facebook_timeline"
  | "image_on_shorts"
  | "document_not_allowed";

export interface PostProblem {
  code: PostProblemCode;
  message: string;
  platform?: PublishingPlatformId;
  accountId?: string;
  limit?: number;
}

export interface TargetVerdict {
  accountId: string;
  platform: PublishingPlatformId;
  publishable: boolean;
  reasons: string[];
}

export interface PostCheckResult {
  problems: PostProblem[];
  targets: TargetVerdict[];
  /** Non-blocking notes (image size outside 320–1440 px). */
  warnings: string[];
}

/** The X text limit for an account (Premium accounts are higher). */
export const xMaxLength = (isPremium: boolean): number => limitsFor("x", "post", { isPremium }).maxTextLength ?? 280;

const registryLimits = (platform: PublishingPlatformId, postType: string, isPremium: boolean): PostTypeLimits | null => {
  const table = PLATFORM_LIMITS[platform] as Record<string, PostTypeLimits>;
  return table[postType] ? limitsFor(platform, postType as never, { isPremium }) : null;
};

const checkPoll = (post: PostForChecks, problems: PostProblem[]) => {
  const poll = post.poll;
  const options = poll?.options ?? [];
  if (
    !poll ||
    poll.question.trim() === "" ||
    options.length < CAMPAIGN_LIMITS.pollMinOptions ||
    options.length > CAMPAIGN_LIMITS.pollMaxOptions ||
    options.some((option) => option.trim() === "")
  ) {
    problems.push({ code: "poll_invalid", message: M.pollInvalid });
    return;
  }
  if ([...poll.question].length > CAMPAIGN_LIMITS.pollTitleChars) {
    problems.push({ code: "poll_title_too_long", message: M.pollTitleTooLong, limit: CAMPAIGN_LIMITS.pollTitleChars });
  }
  const onX = post.targets.some((target) => target.platform === "x");
  const max = onX ? CAMPAIGN_LIMITS.pollOptionCharsX : CAMPAIGN_LIMITS.pollOptionChars;
  if (options.some((option) => [...option].length > max)) {
    problems.push({
      code: "poll_option_too_long",
      message: M.pollOptionTooLong(max),
      limit: max,
      ...(onX ? { platform: "x" as const } : {}),
    });
  }
  if (post.media.length > 0) {
    problems.push({ code: "poll_media", message: M.pollMediaFirst });
  }
};

const checkMediaBasics = (post: PostForChecks, problems: PostProblem[], warnings: string[]) => {
  const images = post.media.filter((item) => item.kind === "image" || item.kind === "gif");
  if (images.length > CAMPAIGN_LIMITS.maxImagesPerPost) {
    problems.push({
      code: "too_many_images",
      message: M.tooManyImages(CAMPAIGN_LIMITS.maxImagesPerPost),
      limit: CAMPAIGN_LIMITS.maxImagesPerPost,
    });
  }
  const imageTypes: readonly string[] = CAMPAIGN_LIMITS.imageMimeTypes;
  const videoTypes: readonly string[] = CAMPAIGN_LIMITS.videoMimeTypes;
  for (const item of post.media) {
    if ((item.kind === "image" || item.kind === "gif") && !imageTypes.includes(item.mimeType)) {
      problems.push({ code: "image_type", message: M.imageType });
    }
    if (item.kind === "video" && !videoTypes.includes(item.mimeType)) {
      problems.push({ code: "video_type", message: M.videoType });
    }
    if ((item.kind === "image" || item.kind === "gif") && item.width && item.height) {
      if (item.width >= CAMPAIGN_LIMITS.imageMaxPx || item.height >= CAMPAIGN_LIMITS.imageMaxPx) {
        problems.push({ code: "image_too_large", message: M.imageTooLarge });
      } else if (
        item.width < CAMPAIGN_LIMITS.imageWarnMinPx ||
        item.width > CAMPAIGN_LIMITS.imageWarnMaxPx ||
        item.height < CAMPAIGN_LIMITS.imageWarnMinPx ||
        item.height > CAMPAIGN_LIMITS.imageWarnMaxPx
      ) {
        warnings.push(M.imageSizeWarning);
      }
    }
  }
  const kinds: readonly string[] = POST_TYPES[post.type].mediaKinds;
  if ((post.type === "story" || post.type === "reels") && post.media.some((item) => item.kind === "document")) {
    problems.push({ code: "story_pdf", message: M.storyNoPdf });
  } else if (post.type !== "polls" && post.media.some((item) => !kinds.includes(item.kind))) {
    problems.push({ code: "media_kind", message: M.mediaNotForPlatform(POST_TYPES[post.type].displayName) });
  }
};

const textFor = (post: PostForChecks, platform: PublishingPlatformId): string =>
  platform === "x" && post.xContent !== null && post.xContent.trim() !== "" ? post.xContent : post.content;

const checkTarget = (post: PostForChecks, target: TargetForChecks, weighted: WeightedCounter, problems: PostProblem[]): TargetVerdict => {
  const { platform } = target;
  const name = PLATFORM_NAMES[platform];
  const verdict: TargetVerdict = { accountId: target.accountId, platform, publishable: true, reasons: [] };
  const refuse = (reason: string) => {
    verdict.publishable = false;
    verdict.reasons.push(reason);
  };
  const postType = POST_TYPES[post.type].platformSupport[platform];
  if (!postType) {
    problems.push({
      code: "type_not_on_platform",
      message: M.typeNotOnPlatform(POST_TYPES[post.type].title, name),
      platform,
      accountId: target.accountId,
    });
    refuse(M.typeNotOnPlatform(POST_TYPES[post.type].title, name));
    return verdict;
  }
  if (platform === "youtube" && target.targetKind !== "channel" && target.targetKind !== "playlist") {
    problems.push({ code: "youtube_target", message: M.youtubeTarget, platform, accountId: target.accountId });
  }
  if (platform === "facebook" && target.targetKind !== "page") {
    problems.push({ code: "facebook_timeline", message: M.facebookTimeline, platform, accountId: target.accountId });
  }
  if (post.type === "shorts" && post.media.some((item) => item.kind === "image" || item.kind === "gif")) {
    problems.push({ code: "image_on_shorts", message: M.imageNotForShorts, platform, accountId: target.accountId });
  }
  if (
    (platform === "facebook" || platform === "instagram" || platform === "youtube") &&
    post.media.some((item) => item.kind === "document")
  ) {
    problems.push({ code: "document_not_allowed", message: M.documentNotForPlatform(name), platform, accountId: target.accountId });
  }
  const limits = registryLimits(platform, postType, target.isPremium);
  if (!limits) {
    return verdict;
  }
  const maxTags = limits.tags?.maxTotalLength;
  if (platform === "youtube" && maxTags !== undefined && youtubeTagsLength(target.tags ?? []) > maxTags) {
    problems.push({
      code: "youtube_tags_too_long",
      message: M.youtubeTagsTooLong(maxTags),
      platform,
      accountId: target.accountId,
      limit: maxTags,
    });
  }
  // Length: stories and polls are exempt (spec 4 §5). X over its limit refuses the save; elsewhere the
  // post is not published to that platform.
  if (!POST_TYPES[post.type].lengthExempt && limits.maxTextLength !== undefined) {
    const text = textFor(post, platform);
    const length = measureText(text, limits.measure, weighted);
    if (length > limits.maxTextLength) {
      if (platform === "x") {
        problems.push({
          code: "x_too_long",
          message: M.twitterSave(limits.maxTextLength),
          platform,
          accountId: target.accountId,
          limit: limits.maxTextLength,
        });
      }
      refuse(platform === "x" ? M.twitterTyping(limits.maxTextLength) : M.tooLongForPlatform(name, limits.maxTextLength));
    } else {
      const title = post.type === "shorts" || post.type === "video" ? post.title : undefined;
      for (const problem of checkPostText(limits, { text, title }, weighted)) {
        if (problem.code === "title_too_long" && typeof problem.limit === "number") {
          refuse(M.youtubeTitleTooLong(problem.limit));
        } else if (problem.code === "forbidden_character" || problem.code === "too_many_hashtags") {
          refuse(M.mediaNotForPlatform(name));
        }
      }
    }
  }
  // Media against the registry: links are text, not media.
  const media = post.media
    .filter((item): item is MediaForChecks & { kind: MediaKind } => item.kind !== "url")
    .map((item) => ({
      kind: item.kind,
      mimeType: item.mimeType,
      byteLength: item.byteLength,
      ...(item.width ? { width: item.width } : {}),
      ...(item.height ? { height: item.height } : {}),
      ...(item.durationSeconds ? { durationSeconds: item.durationSeconds } : {}),
    }));
  if (limits.maxMedia === 0 && post.type !== "blog" && post.type !== "mail") {
    return verdict;
  }
  if (limits.maxMedia === 0) {
    return verdict;
  }
  for (const problem of checkPostMedia(limits, media)) {
    if (problem.code === "media_required") {
      refuse(M.mediaRequired(name));
    } else if (problem.code === "too_many_media") {
      refuse(M.tooManyMediaForPlatform(name, limits.maxMedia));
    } else if (
      problem.code === "duration" &&
      typeof problem.actual === "number" &&
      typeof problem.limit === "string" &&
      problem.actual < (limits.media.video?.minSeconds ?? 0)
    ) {
      refuse(M.videoTooShort);
    } else if (media[problem.index ?? -1]?.kind === "video") {
      refuse(M.videoNotForPlatform);
    } else {
      refuse(M.mediaNotForPlatform(name));
    }
  }
  return verdict;
};

/** Every rule of spec 4 §5 for one post and its chosen accounts. */
export const checkPost = (post: PostForChecks, weighted: WeightedCounter): PostCheckResult => {
  const problems: PostProblem[] = [];
  const warnings: string[] = [];
  const info = POST_TYPES[post.type];
  if (post.type === "polls") {
    checkPoll(post, problems);
  } else if (!info.contentOptional && post.content.trim() === "") {
    problems.push({ code: "content_empty", message: M.contentEmpty });
  }
  checkMediaBasics(post, problems, warnings);
  const targets = post.targets.map((target) => checkTarget(post, target, weighted, problems));
  return { problems: dedupe(problems), targets, warnings: [...new Set(warnings)] };
};

const dedupe = (problems: PostProblem[]): PostProblem[] => {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.code}|${problem.platform ?? ""}|${problem.accountId ?? ""}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
};

/** The X length check while typing (spec 4 §5): the message, or null when the text fits. */
export const xTypingProblem = (text: string, isPremium: boolean, weighted: WeightedCounter): string | null => {
  const max = xMaxLength(isPremium);
  return weighted(text) > max ? M.twitterTyping(max) : null;
};
