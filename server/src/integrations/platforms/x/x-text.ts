import twitterText from "twitter-text";
import { X_MAX_WEIGHTED_LENGTH, X_PREMIUM_MAX_WEIGHTED_LENGTH } from "./x-endpoints";

/** X's weighted length (URLs 23, emoji and CJK 2), counted by X's own twitter-text. */
export const xWeightedLength = (text: string): number => twitterText.parseTweet(text).weightedLength;

export const xMaxLength = (isPremium: boolean): number => (isPremium ? X_PREMIUM_MAX_WEIGHTED_LENGTH : X_MAX_WEIGHTED_LENGTH);
