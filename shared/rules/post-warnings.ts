import { CAMPAIGN_LIMITS, X_POST_PRICE_USD } from "./campaign-limits";
import { CAMPAIGN_MESSAGES as M } from "./campaign-messages";

/**
 * Warnings that never refuse a save (beyond the spec; what schedulers' users ask for, handbook
 * product-areas.md): duplicate content in the campaign, two posts for one account too close
 * together, and X's price per post where a link makes it dearer.
 */

export type PostWarningCode = "duplicate_content" | "too_close" | "x_price";

export interface PostWarning {
  code: PostWarningCode;
  message: string;
  /** The other posts involved (duplicates, clashes). */
  postIds?: string[];
  /** X price in USD. */
  priceUsd?: number;
}

export interface PostForWarnings {
  id: string;
  content: string;
  xContent: string | null;
  publishAt: Date;
  accountIds: readonly string[];
  hasXTarget: boolean;
  /** A link among the post's media. */
  hasLinkMedia: boolean;
}

const normalize = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+/i;

/** Whether the X version of the post carries a URL (X charges more for those). */
export const carriesUrl = (text: string): boolean => URL_PATTERN.test(text);

/** X's price for one post. */
export const xPostPrice = (text: string, hasLinkMedia: boolean): number =>
  carriesUrl(text) || hasLinkMedia ? X_POST_PRICE_USD.withUrl : X_POST_PRICE_USD.plain;

export const formatUsd = (value: number): string => `$${value.toFixed(3)}`;

/** The warnings for one post against the other posts of its campaign. */
export const postWarnings = (post: PostForWarnings, others: readonly PostForWarnings[]): PostWarning[] => {
  const warnings: PostWarning[] = [];
  const text = normalize(post.content);
  if (text.length >= CAMPAIGN_LIMITS.duplicateMinChars) {
    const duplicates = others.filter((other) => other.id !== post.id && normalize(other.content) === text).map((other) => other.id);
    if (duplicates.length > 0) {
      warnings.push({ code: "duplicate_content", message: M.duplicateContent, postIds: duplicates });
    }
  }
  const windowMs = CAMPAIGN_LIMITS.tooCloseMinutes * 60_000;
  const clashes = others
    .filter(
      (other) =>
        other.id !== post.id &&
        Math.abs(other.publishAt.getTime() - post.publishAt.getTime()) < windowMs &&
        other.accountIds.some((account) => post.accountIds.includes(account)),
    )
    .map((other) => other.id);
  if (clashes.length > 0) {
    warnings.push({ code: "too_close", message: M.tooClose(CAMPAIGN_LIMITS.tooCloseMinutes), postIds: clashes });
  }
  if (post.hasXTarget) {
    const price = xPostPrice(post.xContent ?? post.content, post.hasLinkMedia);
    if (price > X_POST_PRICE_USD.plain) {
      warnings.push({ code: "x_price", message: M.xPrice(formatUsd(price)), priceUsd: price });
    }
  }
  return warnings;
};
