import { CAMPAIGN_LIMITS, PLATFORM_NAMES, type PublishingPlatformId } from "@wordloom/shared/rules";
import type { CampaignStatus, PostStatus } from "@wordloom/shared/model";

/** Cut to n characters with an ellipsis (spec 4 §9: titles at 15, categories at 25). */
export const cut = (text: string, n: number): string => (Array.from(text).length > n ? `${Array.from(text).slice(0, n).join("")}…` : text);
export const cardTitle = (title: string) => cut(title, CAMPAIGN_LIMITS.titleDisplayChars);
export const cardCategory = (category: string) => cut(category, CAMPAIGN_LIMITS.categoryDisplayChars);

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  pending: "Pending",
  active: "Active",
  paused: "Paused",
  completed: "Completed",
};

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  pending: "Pending",
  active: "Publishing",
  posted: "Posted",
  partial: "Partially posted",
  failed: "Failed",
};

export const platformLabel = (platform: PublishingPlatformId) => PLATFORM_NAMES[platform];
