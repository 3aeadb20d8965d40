import twitterText from "twitter-text";
import { PLATFORM_LIMITS } from "@wordloom/shared/rules";

/** X's weighted length (links 23, emoji and CJK 2), counted by X's own twitter-text. */
export const xWeightedLength = (text: string): number => twitterText.parseTweet(text).weightedLength;

/** X's limit: 280, or the Premium length for a Premium account (the platform registry). */
export const xMaxLength = (premium: boolean): number =>
  premium ? PLATFORM_LIMITS.x.post.premium.maxTextLength : PLATFORM_LIMITS.x.post.maxTextLength;

/** Document 4 §5: typing beyond X's limit, and saving beyond it (the spec's two wordings). */
export const X_LENGTH_MESSAGES = {
  typing: (max: number) => `Max allowed length for Twitter is ${max} characters`,
  saving: (max: number) => `Max Allowed length for twitter is ${max} characters`,
} as const;
