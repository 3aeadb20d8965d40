import { PLATFORM_NAMES } from "../../integrations/platforms/providers";
import { CAMPAIGN_MESSAGES, PUBLISHING_MESSAGES, type PlatformId } from "@wordloom/shared/rules";

/** The spec's posting messages (document 4 §8, shared with the web app) and the engine's own, in one place. */
export const ENGINE_MESSAGES = {
  ...PUBLISHING_MESSAGES,
  alreadyPublished: CAMPAIGN_MESSAGES.alreadyPublished,
  inProgress: CAMPAIGN_MESSAGES.inProgress,
  missed: (hours: number) => `This post was not published: it was more than ${hours} hours overdue when publishing could start.`,
  needsPublicUrl: (platform: string) =>
    `${platform} downloads the media from this server, but it has no public address: set PUBLIC_BASE_URL to the server's public https address.`,
  mediaMissing: "A media file of this post is no longer stored on the server. Upload it again.",
  notConfigured: (platform: string) => `${platform} is not configured on this server.`,
  retriesExhausted: (platform: string, message: string) => `${platform} kept refusing the post (${message}).`,
  quotaExhausted: (platform: string, total: number) =>
    `The ${platform} account has published its ${total} posts of the last 24 hours: this one waits until it may publish again.`,
} as const;

export const platformName = (platform: string): string => PLATFORM_NAMES[platform as PlatformId] ?? platform;
