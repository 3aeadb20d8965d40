import type { PublishingPlatformId } from "@wordloom/shared/rules";

/**
 * How each network shows a post in its feed, for the preview (Wordloom's reading of what the
 * networks show in 2025; the feeds change, so these are display approximations, not limits):
 * the characters before "… see more", the image crop of a single image, and whether a link card
 * is drawn for the first link.
 */
export const FEED_PREVIEW: Record<
  PublishingPlatformId,
  { name: string; foldChars: number | null; moreLabel: string; imageRatio: number; linkCard: boolean }
> = {
  linkedin: { name: "LinkedIn", foldChars: 210, moreLabel: "…see more", imageRatio: 1.91, linkCard: true },
  x: { name: "X", foldChars: null, moreLabel: "", imageRatio: 16 / 9, linkCard: true },
  facebook: { name: "Facebook", foldChars: 480, moreLabel: "… See more", imageRatio: 1.91, linkCard: true },
  instagram: { name: "Instagram", foldChars: 125, moreLabel: "… more", imageRatio: 1, linkCard: false },
  youtube: { name: "YouTube", foldChars: 100, moreLabel: "...more", imageRatio: 16 / 9, linkCard: false },
  medium: { name: "Medium", foldChars: 300, moreLabel: "…", imageRatio: 2, linkCard: false },
  gmail: { name: "Gmail", foldChars: null, moreLabel: "", imageRatio: 2, linkCard: false },
};

/** The text shown before the fold, and whether it was cut. */
export const foldText = (text: string, foldChars: number | null): { shown: string; cut: boolean } => {
  const characters = Array.from(text);
  if (foldChars === null || characters.length <= foldChars) {
    return { shown: text, cut: false };
  }
  return { shown: characters.slice(0, foldChars).join("").trimEnd(), cut: true };
};

const URL = /\bhttps?:\/\/[^\s<>"')]+/i;

/** The first link in the text and its host, for the link card. */
export const firstLink = (text: string): { url: string; host: string } | null => {
  const match = URL.exec(text);
  if (!match) {
    return null;
  }
  try {
    const url = new globalThis.URL(match[0]);
    return { url: match[0], host: url.host.replace(/^www\./, "") };
  } catch {
    return null;
  }
};
