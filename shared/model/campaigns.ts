import { z } from "zod";
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  isCalendarDate,
  isClockTime,
  isTimeZone,
  POST_TYPE_KEYS,
  PUBLISHING_PLATFORMS,
  WEEKLY_GROUPS,
  dedupeAddresses,
  isMailAddress,
} from "../rules";
import { IdSchema, IsoDateSchema } from "./common";
import { plainText, singleLine } from "./text";

/**
 * Campaigns (calendars) and scheduled posts (spec document 4 §2–§5, §9; document 1 §2, §4, §9;
 * document 3 §2.8). The spec's field names are kept in camelCase where they mean something here
 * (gen_content → content, platformContent → platformContent.x, PostContentView → contentView,
 * socialMedia → targets, media_Files → media, mailSendData → mail, for_week → week). Instants are
 * ISO strings; `publishDate`/`time` and `startDate`/`endDate` are the same instants read in the
 * campaign's time zone.
 */

export const CAMPAIGN_STATUSES = ["pending", "active", "paused", "completed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/**
 * Spec 4 §4's post statuses plus partial: published on some of its entries and failed on the others
 * (the failed entries carry partialCompletionMessage, and so does the post).
 */
export const POST_STATUSES = ["pending", "active", "posted", "partial", "failed"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const TARGET_STATUSES = ["pending", "posted", "failed"] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];
export const CREATION_TYPES = ["generated", "other"] as const;
export const CONTENT_VIEWS = ["original", "twitter"] as const;
export const POST_MEDIA_KINDS = ["image", "gif", "video", "document", "url"] as const;
export const POST_MEDIA_PURPOSES = ["post", "thumbnail", "mail_banner", "mail_attachment"] as const;
export type PostMediaPurpose = (typeof POST_MEDIA_PURPOSES)[number];

export const PublishingPlatformSchema = z.enum(PUBLISHING_PLATFORMS);
export const PostTypeKeySchema = z.enum(POST_TYPE_KEYS);

const text = (max: number) => plainText(max);
const line = (max: number) => singleLine(max);

export const CalendarDateSchema = z.string().refine(isCalendarDate, { message: "Must be a date (YYYY-MM-DD)" });
export const ClockTimeSchema = z.string().refine(isClockTime, { message: "Must be a time (HH:mm)" });
export const TimeZoneSchema = singleLine(64).refine(isTimeZone, { message: "Must be an IANA time zone (e.g. Europe/Paris)" });

// ---------------------------------------------------------------------------------------------
// Post types
// ---------------------------------------------------------------------------------------------

/** The spec's post type object (`getAllPosttypes`): which platforms take it and its weekly group. */
export const PostTypeSchema = z.object({
  key: PostTypeKeySchema,
  title: z.string(),
  displayName: z.string(),
  objectives: z.array(z.string()),
  /** The platforms that take the type (the spec's platform_support). */
  platformSupport: z.array(PublishingPlatformSchema),
  weeklyGroup: z.enum(WEEKLY_GROUPS),
  /** Posts of the group allowed in one week (Wordloom's values, shared/rules/post-types.ts). */
  weeklyLimit: z.number().int(),
  contentOptional: z.boolean(),
  lengthExempt: z.boolean(),
  needsPillar: z.boolean(),
  mediaKinds: z.array(z.enum(POST_MEDIA_KINDS)),
});
export type PostType = z.output<typeof PostTypeSchema>;
export const PostTypeListSchema = z.object({ items: z.array(PostTypeSchema) });

// ---------------------------------------------------------------------------------------------
// Campaign
// ---------------------------------------------------------------------------------------------

export const CampaignAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** Share is hidden when active or completed (spec 4 §2); sharing itself is the collaboration issue. */
  share: z.boolean(),
  activate: z.boolean(),
  pause: z.boolean(),
  resume: z.boolean(),
  createPost: z.boolean(),
  /** Create, rotate or revoke the private calendar (ICS) link. */
  manageCalendarFeed: z.boolean(),
});
export type CampaignAbilities = z.output<typeof CampaignAbilitiesSchema>;

export const PostCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  active: z.number().int(),
  posted: z.number().int(),
  partial: z.number().int(),
  failed: z.number().int(),
});

export const ActiveReviewerSchema = z.object({
  userId: IdSchema,
  inviteStatus: z.enum(["pending", "collaborator"]),
  email: z.string(),
  handle: z.string().nullable(),
  profilepic: z.string().nullable(),
});

export const CampaignSchema = z.object({
  id: IdSchema,
  title: z.string(),
  totalWeeks: z.number().int(),
  /** The campaign's start instant; `startDate` and `defaultTime` are it read in `timeZone`. */
  startAt: IsoDateSchema,
  startDate: z.string(),
  /** Spec 4 §4: start date + 7 × total_weeks − 1 days. */
  endDate: z.string(),
  /** The time new posts get (the spec's defaultTime), in `timeZone`. */
  defaultTime: z.string(),
  timeZone: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** No pending posts, or past its end: shown as finished on its card (spec 4 §4). */
  finished: z.boolean(),
  isShared: z.boolean(),
  isDefault: z.boolean(),
  brandVoiceId: IdSchema.nullable(),
  ownerId: IdSchema,
  postCounts: PostCountsSchema,
  /** The days that hold a post, with the first post of each day (the card's mini month calendar). */
  postDays: z.array(z.object({ date: z.string(), postId: IdSchema })),
  activeReviewers: z.array(ActiveReviewerSchema),
  hasCalendarFeed: z.boolean(),
  activatedAt: IsoDateSchema.nullable(),
  pausedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  can: CampaignAbilitiesSchema,
});
export type Campaign = z.output<typeof CampaignSchema>;

export const CampaignListQuerySchema = z.object({ status: z.enum(CAMPAIGN_STATUSES).optional() });
export const CampaignListSchema = z.object({
  items: z.array(CampaignSchema),
  /** Whether the user has any campaign at all: 'Create Your First Social media calendar' vs 'No calendar Found'. */
  hasAny: z.boolean(),
});

const CampaignTitleSchema = plainText(CAMPAIGN_LIMITS.maxTitleChars)
  .transform((title) => title.trim())
  .refine((title) => title.length > 0, { message: CAMPAIGN_MESSAGES.invalidTitle });

export const CreateCampaignBodySchema = z.strictObject({
  /** Default 'Untitled'. */
  title: CampaignTitleSchema.optional(),
  /** Default 1. */
  totalWeeks: z.number().int().min(1).max(CAMPAIGN_LIMITS.maxWeeks).optional(),
  /** Default one hour ahead. */
  startAt: IsoDateSchema.optional(),
  /** Default the owner's profile time zone. */
  timeZone: TimeZoneSchema.optional(),
  brandVoiceId: IdSchema.nullable().optional(),
});

export const UpdateCampaignBodySchema = z.strictObject({
  title: CampaignTitleSchema.optional(),
  totalWeeks: z.number().int().min(1).max(CAMPAIGN_LIMITS.maxWeeks).optional(),
  startAt: IsoDateSchema.optional(),
  defaultTime: ClockTimeSchema.optional(),
  timeZone: TimeZoneSchema.optional(),
  brandVoiceId: IdSchema.nullable().optional(),
});

export const CampaignParamsSchema = z.object({ id: IdSchema });

/**
 * Activation (spec 4 §4, document 1 §4). The first call sends nothing; the answer says what the
 * client must ask the user, and the second call carries the choice:
 * - `startAt` + `shiftPosts: true`: 'Proceed & Shift posts' (earlier posts move to the new start, 5 minutes apart);
 * - `startAt` + `shiftPosts: false`: 'Shift posts myself' (the start moves, the campaign stays pending);
 * - `ignoreMissingComments: true`: 'Ignore & Activate' after the LinkedIn own-comments warning.
 */
export const ActivateCampaignBodySchema = z.strictObject({
  startAt: IsoDateSchema.optional(),
  shiftPosts: z.boolean().optional(),
  ignoreMissingComments: z.boolean().optional(),
});

export const ActivationResultSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("activated"),
    message: z.string(),
    campaign: CampaignSchema,
    shiftedPostIds: z.array(IdSchema),
  }),
  /** The start date passed: ask for a new start ≥ earliestStartAt ('Proceed & Shift posts' / 'Shift posts myself'). */
  z.object({
    outcome: z.literal("needs_new_start"),
    message: z.string(),
    earliestStartAt: IsoDateSchema,
    postsBeforeStart: z.number().int(),
  }),
  /** 'Shift posts myself': the start moved, these posts are before it; the campaign stays pending. */
  z.object({ outcome: z.literal("start_updated"), message: z.string(), campaign: CampaignSchema, postsToMove: z.array(IdSchema) }),
  /** A pending LinkedIn post has no own comments: 'Yes' (add them) or 'Ignore & Activate'. */
  z.object({ outcome: z.literal("missing_linkedin_comments"), message: z.string(), postIds: z.array(IdSchema) }),
  /** Accounts of pending posts must be linked again first: the Link/Close dialog (to app/platforms with these highlighted). */
  z.object({ outcome: z.literal("needs_linking"), message: z.string(), platforms: z.array(PublishingPlatformSchema) }),
]);
export type ActivationResult = z.output<typeof ActivationResultSchema>;

/**
 * Resuming a paused campaign (spec 4 §4 'Ignore and Resume' / 'Let me move posts', rescheduleWindow).
 * No mode: when posts' times passed while paused the answer lists them; `ignore` resumes and
 * restricts those posts (they are not published late); `reschedule` moves them to `startAt`, 5
 * minutes apart, and resumes.
 */
export const ResumeCampaignBodySchema = z
  .strictObject({ mode: z.enum(["ignore", "reschedule"]).optional(), startAt: IsoDateSchema.optional() })
  .refine((body) => body.mode !== "reschedule" || body.startAt !== undefined, {
    message: "startAt is required to reschedule",
    path: ["startAt"],
  });

export const ResumeResultSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("resumed"),
    message: z.string(),
    campaign: CampaignSchema,
    restrictedPostIds: z.array(IdSchema),
    shiftedPostIds: z.array(IdSchema),
  }),
  z.object({ outcome: z.literal("overdue_posts"), message: z.string(), postIds: z.array(IdSchema), earliestStartAt: IsoDateSchema }),
  z.object({ outcome: z.literal("needs_linking"), message: z.string(), platforms: z.array(PublishingPlatformSchema) }),
]);
export type ResumeResult = z.output<typeof ResumeResultSchema>;

// ---------------------------------------------------------------------------------------------
// Posts
// ---------------------------------------------------------------------------------------------

export const PostTargetSchema = z.object({
  id: IdSchema,
  /** The linked social account (platform, authorId → accountId, platformUid). */
  accountId: IdSchema,
  platform: PublishingPlatformSchema,
  platformUid: z.string(),
  /** account.name and account.type of the spec's entry. */
  accountName: z.string(),
  accountPictureUrl: z.string().nullable(),
  /** Where it publishes: a LinkedIn organisation, a Facebook Page, a YouTube channel or playlist, or null for the account itself. */
  destinationId: z.string().nullable(),
  destinationKind: z.string().nullable(),
  destinationName: z.string().nullable(),
  /** The limits registry's post type on this platform (post, feed, reel, story, short, …). */
  postType: z.string(),
  status: z.enum(TARGET_STATUSES),
  /** Link to the published post. */
  url: z.string().nullable(),
  error: z.string().nullable(),
  partialCompletionMessage: z.string().nullable(),
  /** YouTube playlists, tags and the made-for-kids declaration. */
  playlists: z.array(z.string()),
  metaInfo: z.object({ tags: z.array(z.string()), selfDeclaredMadeForKids: z.boolean() }),
  /** False when the post breaks this platform's limits; `reasons` says why (the publisher skips it). */
  publishable: z.boolean(),
  reasons: z.array(z.string()),
  /** The account must be linked again before anything is published to it. */
  needsLinking: z.boolean(),
  postedAt: IsoDateSchema.nullable(),
});
export type PostTarget = z.output<typeof PostTargetSchema>;

export const PostMediaSchema = z.object({
  id: IdSchema,
  /** Image, Gif, Video, PDF (document) or Url. */
  kind: z.enum(POST_MEDIA_KINDS),
  purpose: z.enum(POST_MEDIA_PURPOSES),
  title: z.string(),
  /** Where the file is served (or the link, for a url). */
  url: z.string(),
  mimeType: z.string(),
  byteLength: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  aspectRatio: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** From a stock or design service (isThirdPartyMediaSources). */
  isThirdParty: z.boolean(),
});
export type PostMedia = z.output<typeof PostMediaSchema>;

export const PollSchema = z.object({
  question: plainText(CAMPAIGN_LIMITS.pollTitleChars),
  options: z.array(line(CAMPAIGN_LIMITS.pollOptionChars)).max(CAMPAIGN_LIMITS.pollMaxOptions),
  durationDays: z.union(
    CAMPAIGN_LIMITS.pollDurationsDays.map((days) => z.literal(days)) as [z.ZodLiteral<1>, z.ZodLiteral<3>, z.ZodLiteral<7>],
  ),
});
export type Poll = z.output<typeof PollSchema>;

export const SlideSchema = z.object({ title: text(300), content: text(3_000), imageMediaId: IdSchema.nullable().optional() });

/** The generation inputs kept with a post (spec 4 §3: context, input, tone, style, actual_len, artStyle, …). */
export const PostGenerationInputsSchema = z.object({
  context: text(4_000).nullable(),
  input: text(4_000).nullable(),
  tone: line(60).nullable(),
  style: line(60).nullable(),
  /** actual_len: the requested length in characters. */
  length: z.number().int().nullable(),
  /** artStyle: the presentation style. */
  presentationStyle: line(60).nullable(),
  selectedPillar: line(120).nullable(),
  objectiveId: line(120).nullable(),
  objectiveCategoryKey: line(120).nullable(),
  cta: text(500).nullable(),
  contentStructure: line(120).nullable(),
  topic: text(500).nullable(),
});
export type PostGenerationInputs = z.output<typeof PostGenerationInputsSchema>;

export const OwnCommentsSchema = z.partialRecord(
  PublishingPlatformSchema,
  z
    .array(text(CAMPAIGN_LIMITS.ownCommentChars).refine((comment) => comment.trim() !== "", { message: "A comment cannot be empty." }))
    .max(CAMPAIGN_LIMITS.maxOwnCommentsPerPlatform),
);

const MailAddressListSchema = (max: number) =>
  z
    .array(line(254))
    .transform((list) => dedupeAddresses(list))
    .refine((list) => list.every(isMailAddress), { message: CAMPAIGN_MESSAGES.mailsInvalid })
    .refine((list) => list.length <= max, { message: CAMPAIGN_MESSAGES.mailTooMany("this field", max) });

/** mailSendData (spec 4 §3, §5): recipients, template, subject, banner and attachments. */
export const MailSetupSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  templateSelected: z.string().nullable(),
  bannerMediaId: IdSchema.nullable(),
  attachmentMediaIds: z.array(IdSchema),
});
export type MailSetup = z.output<typeof MailSetupSchema>;

export const SaveMailSetupBodySchema = z.strictObject({
  to: MailAddressListSchema(CAMPAIGN_LIMITS.mail.maxTo).refine((list) => list.length > 0, { message: CAMPAIGN_MESSAGES.mailNeedsTo }),
  cc: MailAddressListSchema(CAMPAIGN_LIMITS.mail.maxCc).default([]),
  bcc: MailAddressListSchema(CAMPAIGN_LIMITS.mail.maxBcc).default([]),
  subject: line(CAMPAIGN_LIMITS.mail.subjectChars).default(""),
  templateSelected: line(120).nullable().default(null),
  bannerMediaId: IdSchema.nullable().default(null),
  attachmentMediaIds: z.array(IdSchema).max(CAMPAIGN_LIMITS.mail.maxAttachments, { message: CAMPAIGN_MESSAGES.maxAttachments }).default([]),
});

export const PostAbilitiesSchema = z.object({
  /** Owner, post pending (active and posted are read-only). */
  edit: z.boolean(),
  delete: z.boolean(),
  /** Posted posts cannot be duplicated. */
  clone: z.boolean(),
  /** Change the date (drag in the calendar): refused for posted posts. */
  move: z.boolean(),
  restrict: z.boolean(),
  /** Active posts show Check Status. */
  checkStatus: z.boolean(),
  /** Reviewers comment (collaboration issue; false until it lands). */
  comment: z.boolean(),
});
export type PostAbilities = z.output<typeof PostAbilitiesSchema>;

export const PostWarningSchema = z.object({
  code: z.enum(["duplicate_content", "too_close", "x_price"]),
  message: z.string(),
  postIds: z.array(IdSchema).optional(),
  priceUsd: z.number().optional(),
});

/** A post as the calendar and the list show it. */
export const PostSummarySchema = z.object({
  id: IdSchema,
  campaignId: IdSchema,
  title: z.string(),
  category: z.string().nullable(),
  type: PostTypeKeySchema,
  status: z.enum(POST_STATUSES),
  publishAt: IsoDateSchema,
  /** publishAt read in the campaign's zone. */
  publishDate: z.string(),
  time: z.string(),
  week: z.number().int(),
  platforms: z.array(PublishingPlatformSchema),
  snippet: z.string(),
  thumbnailUrl: z.string().nullable(),
  isRestricted: z.boolean(),
  /** The published entries' links (the calendar card and the list show them). */
  links: z.array(z.object({ platform: PublishingPlatformSchema, url: z.string() })),
  /** A partial post: where it was published and, per failed account, why not ('Posted on X. Not posted on LinkedIn: …'). */
  partialCompletionMessage: z.string().nullable(),
  can: PostAbilitiesSchema,
});
export type PostSummary = z.output<typeof PostSummarySchema>;

export const PostSchema = PostSummarySchema.extend({
  ownerId: IdSchema,
  categoryKey: z.string().nullable(),
  /** gen_content. */
  content: z.object({ title: z.string(), content: z.string() }),
  /** platformContent: the X version of the text, or null. */
  platformContent: z.object({ x: z.string().nullable() }),
  /** PostContentView: which tab the editor shows. */
  contentView: z.enum(CONTENT_VIEWS),
  generation: PostGenerationInputsSchema,
  creationType: z.enum(CREATION_TYPES),
  docId: IdSchema.nullable(),
  isChanged: z.boolean(),
  isShared: z.boolean(),
  targets: z.array(PostTargetSchema),
  media: z.array(PostMediaSchema),
  ownComments: OwnCommentsSchema,
  slides: z.array(SlideSchema),
  poll: PollSchema.nullable(),
  mail: MailSetupSchema.nullable(),
  mediaJob: z.object({ isProcessing: z.boolean(), status: z.string() }).nullable(),
  activeReviewers: z.array(ActiveReviewerSchema),
  warnings: z.array(PostWarningSchema),
  /** Non-blocking notes from the checks (image size outside 320–1440 px, …). */
  notes: z.array(z.string()),
  lastStatusCheckAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type Post = z.output<typeof PostSchema>;

/**
 * A post as a calendar or list card shows it (the lean list answer): no zone-read date, week,
 * thumbnail or other abilities, a shorter snippet. A PostSummary is a PostCard too.
 */
export const PostCardSchema = PostSummarySchema.pick({
  id: true,
  title: true,
  category: true,
  type: true,
  status: true,
  publishAt: true,
  platforms: true,
  snippet: true,
  isRestricted: true,
  links: true,
  partialCompletionMessage: true,
}).extend({ can: PostAbilitiesSchema.pick({ move: true }) });
export type PostCard = z.output<typeof PostCardSchema>;

export const PostListQuerySchema = z.object({
  type: PostTypeKeySchema.optional(),
  platform: PublishingPlatformSchema.optional(),
  status: z.enum(POST_STATUSES).optional(),
  week: z.coerce.number().int().min(1).max(CAMPAIGN_LIMITS.maxWeeks).optional(),
  /** Calendar range, inclusive dates in the campaign's zone. */
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
});
/**
 * The cards' filters: the post list's, or range "first-month" — the days the calendar opens on (the
 * month grid of the campaign's start, rules/calendar-range.ts), so the first cards need not wait
 * for the campaign's start date. It takes the place of from and to.
 */
export const PostCardListQuerySchema = PostListQuerySchema.extend({
  range: z.literal("first-month").optional(),
}).refine((query) => query.range === undefined || (query.from === undefined && query.to === undefined), {
  message: "range replaces from and to: send one or the other",
  path: ["range"],
});
/** The Posts view's page size (the post list route answers one page; the calendar's cards route a range). */
export const POST_PAGE_LIMITS = { defaultSize: 50, maxSize: 100 } as const;

/**
 * Where the next page of the post list starts: after the last post of this one, by publish time
 * then id (the list's order), written "<ISO instant>_<id>". Clients pass back what the last page's
 * nextCursor said; a cursor of another shape is a 400.
 */
export const PostCursorSchema = z
  .string()
  .max(100)
  .refine(
    (cursor) => {
      const [at, id, ...rest] = cursor.split("_");
      return rest.length === 0 && IsoDateSchema.safeParse(at).success && IdSchema.safeParse(id).success;
    },
    { message: "Not a page cursor: pass back a page's nextCursor" },
  );

/** The post list's filters, one page at a time: limit posts after the cursor (from the first post without one). */
export const PostPageQuerySchema = PostListQuerySchema.extend({
  cursor: PostCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(POST_PAGE_LIMITS.maxSize).default(POST_PAGE_LIMITS.defaultSize),
});
/** One page of posts: total counts every post the filters match; nextCursor is null on the last page. */
export const PostListSchema = z.object({
  items: z.array(PostSummarySchema),
  total: z.number().int(),
  nextCursor: PostCursorSchema.nullable(),
});
export const PostCardListSchema = z.object({ items: z.array(PostCardSchema), total: z.number().int() });

export const PostParamsSchema = z.object({ id: IdSchema });

/** One chosen account, and where it publishes. */
export const PostTargetInputSchema = z.strictObject({
  accountId: IdSchema,
  destinationId: line(200).nullable().default(null),
  playlists: z.array(line(200)).max(20).default([]),
  tags: z
    .array(line(CAMPAIGN_LIMITS.tagChars).refine((tag) => tag.trim() !== "", { message: CAMPAIGN_MESSAGES.tagEmpty }))
    .max(30)
    .default([]),
  selfDeclaredMadeForKids: z.boolean().default(false),
});

const editableFields = {
  title: text(CAMPAIGN_LIMITS.maxPostTitleChars),
  category: line(120).nullable(),
  categoryKey: line(120).nullable(),
  type: PostTypeKeySchema,
  content: text(CAMPAIGN_LIMITS.maxContentChars),
  /** The X version (platformContent), null to use the original. */
  xContent: text(CAMPAIGN_LIMITS.maxContentChars).nullable(),
  contentView: z.enum(CONTENT_VIEWS),
  generation: PostGenerationInputsSchema.partial(),
  creationType: z.enum(CREATION_TYPES),
  targets: z.array(PostTargetInputSchema).max(20),
  ownComments: OwnCommentsSchema,
  slides: z.array(SlideSchema).max(20),
  poll: PollSchema.nullable(),
  /** The media kept, in order (ids of this post's media). */
  mediaOrder: z.array(IdSchema).max(20),
  /** A link attached as media (the spec's Url media), or null to remove it. */
  link: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .nullable(),
};

const EditablePostSchema = z.strictObject(editableFields).partial();

export const CreatePostBodySchema = EditablePostSchema.extend({
  type: PostTypeKeySchema.default("post"),
  /** Default: the campaign's first day at its default time. */
  publishAt: IsoDateSchema.optional(),
  isRestricted: z.boolean().optional(),
});
export type CreatePostBody = z.output<typeof CreatePostBodySchema>;

export const UpdatePostBodySchema = EditablePostSchema.extend({ publishAt: IsoDateSchema.optional() });
export type UpdatePostBody = z.output<typeof UpdatePostBodySchema>;

/** What a save answers: the post and the warnings that did not stop it. */
export const PostSavedSchema = z.object({ post: PostSchema, message: z.string() });

export const MovePostBodySchema = z.strictObject({ publishAt: IsoDateSchema });
export const RestrictPostBodySchema = z.strictObject({ restricted: z.boolean() });
export const RemovePostMediaBodySchema = z.strictObject({ mediaIds: z.array(IdSchema).min(1).max(20) });
export const RemovePostMediaResultSchema = z.object({
  post: PostSchema,
  message: z.string(),
  /** Platforms dropped from the post because they need the removed media (spec 4 §4 "Media removal"). */
  removedPlatforms: z.array(PublishingPlatformSchema),
});

export const UploadPostMediaQuerySchema = z.object({ purpose: z.enum(POST_MEDIA_PURPOSES).default("post") });
export const UploadPostMediaResultSchema = z.object({ post: PostSchema, media: PostMediaSchema, notes: z.array(z.string()) });

export const StatusCheckResultSchema = z.object({
  post: PostSchema,
  /** 'Your post is currently in progress. Please check after some time' while it is active. */
  message: z.string().nullable(),
  /** When the next check is allowed (5-second cooldown). */
  nextCheckAt: IsoDateSchema,
});

/**
 * Text-to-post (spec 4 §5, §7 createPostViaDoc / generatePostFromText): a document's text becomes a
 * post in the chosen campaign, or in a new one titled `newCampaignTitle`.
 */
export const CreatePostFromDocumentBodySchema = z
  .strictObject({
    documentId: IdSchema,
    campaignId: IdSchema.optional(),
    newCampaignTitle: plainText(CAMPAIGN_LIMITS.maxTitleChars * 4).optional(),
    publishAt: IsoDateSchema.optional(),
    brandVoiceId: IdSchema.nullable().optional(),
    style: z.string({ error: CAMPAIGN_MESSAGES.selectStyle }).pipe(line(60).trim().min(1, CAMPAIGN_MESSAGES.selectStyle)),
    tone: z.string({ error: CAMPAIGN_MESSAGES.selectTone }).pipe(line(60).trim().min(1, CAMPAIGN_MESSAGES.selectTone)),
    presentationStyle: z
      .string({ error: CAMPAIGN_MESSAGES.selectPresentation })
      .pipe(line(60).trim().min(1, CAMPAIGN_MESSAGES.selectPresentation)),
    /** Characters (words ≈ characters / 5). */
    length: z
      .number()
      .int()
      .min(CAMPAIGN_LIMITS.textToPost.minLength)
      .max(CAMPAIGN_LIMITS.textToPost.maxLength)
      .default(CAMPAIGN_LIMITS.textToPost.defaultLength),
  })
  .superRefine((body, context) => {
    if (body.campaignId === undefined && (body.newCampaignTitle ?? "").trim() === "") {
      context.addIssue({ code: "custom", path: ["newCampaignTitle"], message: CAMPAIGN_MESSAGES.invalidTitle });
    }
    if (body.newCampaignTitle !== undefined && body.newCampaignTitle.length > CAMPAIGN_LIMITS.maxTitleChars) {
      context.addIssue({ code: "custom", path: ["newCampaignTitle"], message: CAMPAIGN_MESSAGES.invalidTitle });
    }
  });

export const CreatePostFromDocumentResultSchema = z.object({ post: PostSchema, campaign: CampaignSchema });

// ---------------------------------------------------------------------------------------------
// Calendar feed (ICS)
// ---------------------------------------------------------------------------------------------

/** A campaign's private calendar link (iCalendar, one VEVENT per post); anyone with it can read the plan. */
export const CalendarFeedSchema = z.object({
  /** The subscription URL, or null when none exists (revoked or never created). */
  url: z.string().nullable(),
  createdAt: IsoDateSchema.nullable(),
});
export const CalendarFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { message: "Not a calendar link" }),
});
