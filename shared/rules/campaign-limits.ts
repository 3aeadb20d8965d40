/**
 * Campaign and scheduled-post constants (spec document 4 §4, §5, §9; document 1 §9). Where the spec
 * says "not shown" the value is Wordloom's choice and the comment says so.
 */
export const CAMPAIGN_LIMITS = {
  /** Spec 4 §9 / document 1 §9: a new campaign is 1 week long, starts one hour ahead, titled Untitled. */
  defaultWeeks: 1,
  defaultStartLeadMinutes: 60,
  defaultTitle: "Untitled",
  /** Wordloom's choice: a campaign fits in the one-year editing window (52 weeks). */
  maxWeeks: 52,
  /** Wordloom's choice. */
  maxTitleChars: 120,
  /** Spec 4 §9: titles are cut at 15 characters on the card, the category at 25 (the UI does it). */
  titleDisplayChars: 15,
  categoryDisplayChars: 25,
  /** Spec 4 §9: the campaign edit date window is one year. */
  editingWindowDays: 365,
  /** Spec 4 §4/§9: a new start date must be at least 5 minutes ahead; shifted posts are spaced 5 minutes. */
  activationLeadMinutes: 5,
  shiftSpacingMinutes: 5,
  /** Spec 4 §4/§9: restricting needs a publish time at least about 2 minutes ahead. */
  restrictLeadMinutes: 2,
  /**
   * Spec 4 §5 "Scheduled time must be at least a set number of minutes ahead" (value not shown):
   * Wordloom's choice is the restrict lead time, 2 minutes, for posts of an active campaign.
   */
  scheduleLeadMinutes: 2,
  /** Spec 4 §4/§9: Check Status has a 5-second cooldown. */
  statusRefreshCooldownMs: 5_000,
  /** Spec 4 §9 debounces (the clients apply them). */
  contentChangeDebounceMs: 200,
  dateChangeDebounceMs: 2_000,
  restrictToggleDebounceMs: 1_000,
  /** Wordloom's cap on posts in one campaign (500 posts over 12 weeks is the benchmark). */
  maxPostsPerCampaign: 2_000,
  /** Wordloom's cap on the text of a post (the longest platform, Facebook, takes 63,206). */
  maxContentChars: 70_000,
  maxPostTitleChars: 300,
  /** Spec 4 §5/§9: at most 5 images per post. */
  maxImagesPerPost: 5,
  /** Spec 4 §5: image types, video mp4 only, thumbnail jpg/jpeg/png. */
  imageMimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  videoMimeTypes: ["video/mp4"],
  thumbnailMimeTypes: ["image/jpeg", "image/png"],
  /** Spec 4 §5/§9: an image whose width or height is outside 320–1440 px gives a warning. */
  imageWarnMinPx: 320,
  imageWarnMaxPx: 1440,
  /** Wordloom's choice for "width or height at or above a limit is invalid" (value not shown). */
  imageMaxPx: 8_000,
  /** Spec 4 §5/§9 polls: options ≤ 30 characters (25 for X), title ≤ 150; 2–4 options (X and LinkedIn). */
  pollOptionChars: 30,
  pollOptionCharsX: 25,
  pollTitleChars: 150,
  pollMinOptions: 2,
  pollMaxOptions: 4,
  /** X takes 5 min–7 days, LinkedIn 1, 3, 7 or 14 days: the common choices. */
  pollDurationsDays: [1, 3, 7],
  /** Spec 4 §5: tags ≤ 30 characters. */
  tagChars: 30,
  /** Wordloom's choice: own comments per platform. */
  maxOwnCommentsPerPlatform: 5,
  ownCommentChars: 1_250,
  /** Spec 4 §5/§9 mail campaign limits. */
  mail: { maxTo: 10, maxCc: 10, maxBcc: 100, maxAttachments: 2, bannerMimeTypes: ["image/jpeg", "image/png"], subjectChars: 200 },
  /** Wordloom's choice: one mail attachment is at most 10 MB (the spec's value is not shown). */
  mailAttachmentBytes: 10 * 1024 * 1024,
  /** Spec 4 §5/§9 text-to-post: length slider 100–2000 characters, defaults. */
  textToPost: {
    minLength: 100,
    maxLength: 2_000,
    defaultLength: 100,
    defaultStyle: "Simplified",
    defaultTone: "Conversational",
    defaultPresentationStyle: "Storytelling",
  },
  /**
   * Wordloom's choice: two posts for the same account closer than this are flagged (users ask for
   * clash warnings, postiz-app #1779).
   */
  tooCloseMinutes: 30,
  /** Wordloom's choice: a post whose text equals another post's in the same campaign is a duplicate. */
  duplicateMinChars: 20,
  /** The ICS feed token: 32 random bytes, base64url. */
  calendarTokenChars: 43,
} as const;

/**
 * X's pay-per-use price per created post (handbook platforms.md, x-api/getting-started/pricing.mdx):
 * $0.015, and $0.200 when the post carries a URL (about 13× more). Shown beside X targets.
 */
export const X_POST_PRICE_USD = { plain: 0.015, withUrl: 0.2 } as const;
