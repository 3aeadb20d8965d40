/**
 * What publishing a campaign post tells the user (spec document 4 §4, §8): the spec's posting
 * messages and the publisher's own (marked Wordloom's). The server's engine and the web app's
 * publishing controls both read them. No schema here: the web app's first screens may import it.
 */
export const PUBLISHING_MESSAGES = {
  posted: "Posted Successful!",
  failed: "Something Went wrong with your auto post",
  tryLater: "Something Went wrong please try again later",
  selectPlatform: "Please select a platform, in order to post instantly.",
  shortsDeleted: "You have deleted this Shorts video.",
  linkCopied: "Link Copied to Board",
  /** Wordloom's: the instant-post confirmation (spec 4 §4 "asks for confirmation, then the post goes live in 3-5 minutes"). */
  instantConfirm: "Publish this post now on its social accounts? It goes live within a few minutes at the latest.",
  /** Wordloom's: instant post, Post Now and re-upload answer this once the entries are queued. */
  released: "Your post is being published now. It will be live in a few moments.",
  /** Wordloom's: instant post with changes not saved yet (the publisher publishes what is saved). */
  saveFirst: "Save your changes first: the post is published as saved.",
  /** Wordloom's: deleting a YouTube Short asks first. */
  shortsDeleteConfirm: "Delete this Short on YouTube? It cannot be undone.",
  notLinked: (platform: string) => `Your ${platform} account is not linked. Link it again on the Platforms page to publish there.`,
  outcomeUnknown: (platform: string) =>
    `We could not confirm whether your post was published on ${platform}. Please check the account before posting it again.`,
} as const;

/** The special url a deleted YouTube Short keeps (spec 4 §4): its entry shows only 'You have deleted this Shorts video.' */
export const SHORTS_DELETED_URL = "https://www.youtube.com/shorts/deleted";
