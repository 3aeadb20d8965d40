import type { PublishingPlatformId } from "./platform-ids";

/**
 * Scheduled-post types (spec document 4 §3 "type with platform_support", §5 type restrictions).
 * `platformSupport` maps each platform that takes the type to the limits registry's post type
 * (PLATFORM_LIMITS[platform][postType]), so every check reads the one registry.
 */
export const POST_TYPE_KEYS = ["post", "infographics", "polls", "carousel", "story", "reels", "video", "shorts", "blog", "mail"] as const;
export type PostTypeKey = (typeof POST_TYPE_KEYS)[number];

/** The weekly-limit groups: the post group combines Infographics, Polls and Post (spec 4 §5, §9). */
export const WEEKLY_GROUPS = ["post", "carousel", "story", "reels", "video", "shorts", "blog", "mail"] as const;
export type WeeklyGroup = (typeof WEEKLY_GROUPS)[number];

/**
 * Posts per week per group. The spec does not show the values ("values not shown"): these are
 * Wordloom's choice — two feed posts a day, one carousel, reel, video or short a day, three blogs
 * and three mails a week — generous enough for a real plan, low enough to stop runaway generation.
 */
export const WEEKLY_TYPE_LIMITS: Record<WeeklyGroup, number> = {
  post: 14,
  carousel: 7,
  story: 14,
  reels: 7,
  video: 7,
  shorts: 7,
  blog: 3,
  mail: 3,
};

export interface PostTypeInfo {
  key: PostTypeKey;
  title: string;
  displayName: string;
  objectives: readonly string[];
  /** Platform → the registry's post type used there. */
  platformSupport: Partial<Record<PublishingPlatformId, string>>;
  weeklyGroup: WeeklyGroup;
  /** Content may be empty (spec 4 §5: only a blog). */
  contentOptional: boolean;
  /** Exempt from the per-platform length checks (spec 4 §5: story and polls). */
  lengthExempt: boolean;
  /** Spec 4 §5: a content pillar is required for Post, Infographics, Polls and Carousel. */
  needsPillar: boolean;
  /** Media the type takes at all. */
  mediaKinds: readonly ("image" | "gif" | "video" | "document" | "url")[];
}

const OBJECTIVES = ["Awareness", "Engagement", "Leads", "Community", "Education"] as const;

export const POST_TYPES: Record<PostTypeKey, PostTypeInfo> = {
  post: {
    key: "post",
    title: "Post",
    displayName: "Post",
    objectives: OBJECTIVES,
    platformSupport: { linkedin: "post", x: "post", facebook: "post", instagram: "feed" },
    weeklyGroup: "post",
    contentOptional: false,
    lengthExempt: false,
    needsPillar: true,
    mediaKinds: ["image", "gif", "video", "document", "url"],
  },
  infographics: {
    key: "infographics",
    title: "Infographics",
    displayName: "Infographic",
    objectives: OBJECTIVES,
    platformSupport: { linkedin: "post", x: "post", facebook: "post", instagram: "feed" },
    weeklyGroup: "post",
    contentOptional: false,
    lengthExempt: false,
    needsPillar: true,
    mediaKinds: ["image"],
  },
  polls: {
    key: "polls",
    title: "Polls",
    displayName: "Poll",
    objectives: ["Engagement", "Community"],
    platformSupport: { linkedin: "post", x: "post" },
    weeklyGroup: "post",
    contentOptional: false,
    lengthExempt: true,
    needsPillar: true,
    mediaKinds: [],
  },
  carousel: {
    key: "carousel",
    title: "Carousel",
    displayName: "Carousel",
    objectives: OBJECTIVES,
    platformSupport: { linkedin: "post", instagram: "carousel", facebook: "post" },
    weeklyGroup: "carousel",
    contentOptional: false,
    lengthExempt: false,
    needsPillar: true,
    mediaKinds: ["image", "video", "document"],
  },
  story: {
    key: "story",
    title: "Story",
    displayName: "Story",
    objectives: ["Awareness", "Engagement"],
    platformSupport: { instagram: "story" },
    weeklyGroup: "story",
    contentOptional: true,
    lengthExempt: true,
    needsPillar: false,
    mediaKinds: ["image", "video"],
  },
  reels: {
    key: "reels",
    title: "Reels",
    displayName: "Reel",
    objectives: ["Awareness", "Engagement"],
    platformSupport: { instagram: "reel", facebook: "reel" },
    weeklyGroup: "reels",
    contentOptional: false,
    lengthExempt: false,
    needsPillar: false,
    mediaKinds: ["video"],
  },
  video: {
    key: "video",
    title: "Video",
    displayName: "Video",
    objectives: OBJECTIVES,
    platformSupport: { youtube: "video", linkedin: "post", x: "post", facebook: "post" },
    weeklyGroup: "video",
    contentOptional: false,
    lengthExempt: false,
    needsPillar: false,
    mediaKinds: ["video"],
  },
  shorts: {
    key: "shorts",
    title: "Shorts",
    displayName: "YouTube Short",
    objectives: ["Awareness", "Engagement"],
    platformSupport: { youtube: "short" },
    weeklyGroup: "shorts",
    contentOptional: false,
    lengthExempt: false,
    needsPillar: false,
    mediaKinds: ["video"],
  },
  blog: {
    key: "blog",
    title: "Blog",
    displayName: "Blog",
    objectives: ["Education", "Awareness"],
    platformSupport: { medium: "article" },
    weeklyGroup: "blog",
    contentOptional: true,
    lengthExempt: false,
    needsPillar: false,
    mediaKinds: ["image"],
  },
  mail: {
    key: "mail",
    title: "Mail",
    displayName: "Mail",
    objectives: ["Leads", "Community"],
    platformSupport: { gmail: "message" },
    weeklyGroup: "mail",
    contentOptional: false,
    lengthExempt: false,
    needsPillar: false,
    mediaKinds: ["image"],
  },
};

export const isPostTypeKey = (value: string): value is PostTypeKey => (POST_TYPE_KEYS as readonly string[]).includes(value);

/** The registry post type a platform uses for this post type, or null when the platform does not take it. */
export const registryPostType = (type: PostTypeKey, platform: PublishingPlatformId): string | null =>
  POST_TYPES[type].platformSupport[platform] ?? null;

/** Whether one more post of this type fits the week, given how many posts each group already holds that week. */
export const weeklyLimitReached = (type: PostTypeKey, countsThisWeek: Partial<Record<WeeklyGroup, number>>): boolean => {
  const group = POST_TYPES[type].weeklyGroup;
  return (countsThisWeek[group] ?? 0) >= WEEKLY_TYPE_LIMITS[group];
};

/** Counts posts per weekly group. */
export const countByWeeklyGroup = (types: readonly PostTypeKey[]): Partial<Record<WeeklyGroup, number>> => {
  const counts: Partial<Record<WeeklyGroup, number>> = {};
  for (const type of types) {
    const group = POST_TYPES[type].weeklyGroup;
    counts[group] = (counts[group] ?? 0) + 1;
  }
  return counts;
};
