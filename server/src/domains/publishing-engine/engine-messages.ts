import { PLATFORM_NAMES } from "../../integrations/platforms/providers";
import type { PlatformId } from "@wordloom/shared/rules";

/** The spec's posting messages (document 4 §8) and the engine's own, in one place. */
export const ENGINE_MESSAGES = {
  posted: "Posted Successful!",
  failed: "Something Went wrong with your auto post",
  tryLater: "Something Went wrong please try again later",
  selectPlatform: "Please select a platform, in order to post instantly.",
  alreadyPublished: "Your post is already published, so the date cannot be changed.",
  inProgress: "Your post is currently in progress. Please check after some time",
  shortsDeleted: "You have deleted this Shorts video.",
  linkCopied: "Link Copied to Board",
  notLinked: (platform: string) => `Your ${platform} account is not linked. Link it again on the Platforms page to publish there.`,
  outcomeUnknown: (platform: string) =>
    `We could not confirm whether your post was published on ${platform}. Please check the account before posting it again.`,
  missed: (hours: number) => `This post was not published: it was more than ${hours} hours overdue when publishing could start.`,
  needsPublicUrl: (platform: string) =>
    `${platform} downloads the media from this server, but it has no public address: set PUBLIC_BASE_URL to the server's public https address.`,
  mediaMissing: "A media file of this post is no longer stored on the server. Upload it again.",
  notConfigured: (platform: string) => `${platform} is not configured on this server.`,
  retriesExhausted: (platform: string, message: string) => `${platform} kept refusing the post (${message}).`,
} as const;

export const platformName = (platform: string): string => PLATFORM_NAMES[platform as PlatformId] ?? platform;
