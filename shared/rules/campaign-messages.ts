import { CAMPAIGN_LIMITS } from "./campaign-limits";

/**
 * What campaigns and scheduled posts tell the user (spec document 4 §4, §5, §8). The spec's texts
 * are kept (obvious typos fixed); the others are Wordloom's and say so. No schema here: the web
 * app's first screens may import it.
 */
export const CAMPAIGN_MESSAGES = {
  // Campaigns (spec 4 §2, §8)
  created: "New Campaign is successfully added",
  emptyFirst: "Create Your First Social media calendar",
  emptyFiltered: "No calendar Found",
  notFound: "Campaign not found.",
  invalidTitle: "Please Select a valid title",
  selectSchedule: "Please select a schedule...",
  selectBrandVoice: "Please select a brand voice to continue.",
  activated: "Schedule activated successfully.",
  /** Wordloom's texts (the spec shows no success text for delete, pause and resume). */
  deleted: "Campaign deleted.",
  paused: "Campaign paused.",
  resumed: "Campaign resumed.",
  /** Wordloom's: activation needs at least one pending post with social accounts (spec 4 §4). */
  nothingToActivate: "Add at least one pending post with a social account before activating this campaign.",
  /** Wordloom's: the start date passed; the client offers 'Proceed & Shift posts' or 'Shift posts myself'. */
  startInPast: `The start date has passed. Pick a new start at least ${CAMPAIGN_LIMITS.activationLeadMinutes} minutes ahead.`,
  startTooSoon: `Pick a start at least ${CAMPAIGN_LIMITS.activationLeadMinutes} minutes ahead.`,
  proceedAndShift: "Proceed & Shift posts",
  shiftMyself: "Shift posts myself",
  ignoreAndResume: "Ignore and Resume",
  letMeMove: "Let me move posts",
  /** Wordloom's: a paused campaign has posts whose time passed while it was paused. */
  overduePosts: "Some posts' times passed while the campaign was paused.",
  /** Wordloom's: the LinkedIn own-comments warning ('Yes' adds comments, 'Ignore & Activate' goes on). */
  linkedInCommentsMissing: "Some LinkedIn posts have no comments of your own. Do you want to add them?",
  ignoreAndActivate: "Ignore & Activate",
  /** Wordloom's: the Link/Close dialog after an activation that needs linking. */
  needsLinking: "Link these platforms to publish your posts:",
  notPending: "Only a pending campaign can be activated.",
  notActive: "Only an active campaign can be paused.",
  notPaused: "Only a paused campaign can be resumed.",
  completed: "This campaign is completed.",
  postsOutsideDates: "Some posts fall outside the new dates. Move them first.",
  campaignFull: `A campaign holds at most ${CAMPAIGN_LIMITS.maxPostsPerCampaign} posts.`,

  // Posts (spec 4 §4, §5, §8)
  postNotFound: "Post not found.",
  accessDenied: "Access denied. Request permission to view this post.",
  postDeleted: "Post was successfully deleted",
  deleteFailed: "Something Went wrong please try again later.",
  cloneFailed: "Post cloning failed!",
  alreadyPublished: "Your post is already published, so the date cannot be changed.",
  /** Wordloom's: active and posted posts are read-only (spec 4 §4). */
  readOnly: "This post is published or being published and can no longer be edited.",
  postedNoClone: "A published post cannot be duplicated.",
  inProgress: "Your post is currently in progress. Please check after some time",
  checkCooldown: "Please wait a few seconds before checking again.",
  updateFailed: "Failed to update scheduled post",
  saved: "Changes is saved.",
  invalidPublishDate: "Add a valid publish date to your post!",
  /** Wordloom's: the date rules of spec 4 §4/§5. */
  dateBeforeStart: "The publish date must be on or after the campaign's start date.",
  dateAfterEnd: "The publish date must be on or before the campaign's last day.",
  dateOutsideWindow: `The publish date must be within ${CAMPAIGN_LIMITS.editingWindowDays} days from today.`,
  dateTooSoon: `The publish time must be at least ${CAMPAIGN_LIMITS.scheduleLeadMinutes} minutes ahead.`,
  // Restriction
  restrictOnlyPending: "Only a pending post can be restricted.",
  restrictTooSoon: `To restrict a post, its publish time must be at least ${CAMPAIGN_LIMITS.restrictLeadMinutes} minutes ahead.`,
  restrictNeedsPlatform: "Select at least one platform to restrict this post.",
  accountOrRestrict: "Select at least one social account, or restrict the post.",
  restrictFailed: "Something went wrong",
  shareNeedsRestrict: "Your post is ready to publish, stop before share.",
  // Content
  twitterTyping: (n: number) => `Max allowed length for Twitter is ${n} characters`,
  twitterSave: (n: number) => `Max Allowed length for twitter is ${n} characters`,
  /** Wordloom's: the spec says content cannot be empty unless the post is a blog (no text shown). */
  contentEmpty: "Please add some content to your post.",
  /** Wordloom's: over a platform's limit the post is not published there (spec 4 §5). */
  tooLongForPlatform: (platform: string, n: number) =>
    `Too long for ${platform} (${n} characters at most): this post will not be published there.`,
  generateDifferent: "Generate different content for X",
  pollOptionTooLong: (n: number) => `Poll options can have at most ${n} characters.`,
  pollTitleTooLong: `The poll question can have at most ${CAMPAIGN_LIMITS.pollTitleChars} characters.`,
  pollInvalid: `A poll needs a question and ${CAMPAIGN_LIMITS.pollMinOptions} to ${CAMPAIGN_LIMITS.pollMaxOptions} options.`,
  tagEmpty: "Input field is empty.",
  // Types
  pollMediaFirst: "Remove the media before making this post a poll.",
  storyNoPdf: "Stories and Reels cannot carry a PDF.",
  weeklyLimit: (label: string, n: number) => `You can plan at most ${n} ${label} posts in one week.`,
  typeNotOnPlatform: (type: string, platform: string) => `${platform} does not take ${type} posts.`,
  // Media (spec 4 §5)
  tooManyImages: (n: number) => `You can upload up to ${n} images.`,
  imageType: "Images must be jpg, jpeg, png, webp or gif.",
  videoType: "Videos must be mp4.",
  thumbnailType: "The thumbnail must be jpg, jpeg or png.",
  imageTooLarge: "This image is too large.",
  imageSizeWarning: `For best results use images between ${CAMPAIGN_LIMITS.imageWarnMinPx} and ${CAMPAIGN_LIMITS.imageWarnMaxPx} px.`,
  videoTooShort: "Uploaded video length is shorter then required",
  videoNotForPlatform: "Video does not meet requirements for the platform.",
  mediaLost: "Changing the media type removes the selected media permanently.",
  imageNotForShorts: "YouTube Shorts take a video, not an image.",
  documentNotForPlatform: (platform: string) => `${platform} does not take documents.`,
  mediaRequired: (platform: string) => `${platform} needs an image or a video for this post.`,
  tooManyMediaForPlatform: (platform: string, n: number) => `${platform} takes at most ${n} media in one post.`,
  mediaNotForPlatform: (platform: string) => `This media does not meet ${platform}'s requirements.`,
  youtubeTarget: "Select a Youtube channel or playlist to continue.",
  youtubeTitleTooLong: (n: number) => `The YouTube title must be under ${n} characters.`,
  youtubeTagsTooLong: (n: number) => `YouTube tags must be ${n} characters or fewer in all.`,
  tagTooLong: (n: number) => `A tag can have at most ${n} characters.`,
  tooManyTags: (n: number) => `At most ${n} tags.`,
  facebookTimeline: "Facebook cannot post to a personal timeline: choose a Page.",
  mediaRemoved: "Media removed.",
  mediaDeleteFailed: "Something went wrong while deleting your image",
  // Mail (spec 4 §5, §8)
  mailInvalid: "Please enter a valid email address.",
  mailsInvalid: "Some mails are invalid",
  mailNeedsTo: "Please specify at least one recipient in 'TO'",
  mailTooMany: (field: string, n: number) => `At most ${n} addresses in ${field}.`,
  maxAttachments: "Maximum number of attachment reached.",
  bannerType: "The banner must be a jpg, jpeg or png image.",
  bannerRemoved: "Banner removed",
  attachmentRemoved: "Attachment Removed",
  mailSaved: "Changes is saved.",
  // Text-to-post (spec 4 §5)
  selectStyle: "Select a style to continue.",
  selectTone: "Select a tone to continue.",
  selectPresentation: "Select a Presentation Style to continue.",
  firstWord: "Please write your first word to start using tools.",
  // Warnings (beyond the spec, Wordloom's texts)
  duplicateContent: "Another post in this campaign has the same text.",
  tooClose: (minutes: number) => `Another post goes to the same account less than ${minutes} minutes apart.`,
  xPrice: (usd: string) => `Posting this on X costs ${usd} (a link makes an X post dearer).`,
  // Calendar feed
  calendarFeedRevoked: "Calendar link revoked.",
  calendarFeedCreated: "Calendar link created. Anyone with the link can see the plan.",
} as const;
