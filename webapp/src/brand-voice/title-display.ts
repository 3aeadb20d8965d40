import { BRAND_VOICE_TITLE_DISPLAY_CHARS } from "@wordloom/shared/api";

/** Spec document 3 §9: brand voice titles are cut at 25 characters in lists. */
export const displayTitle = (title: string): string =>
  [...title].length > BRAND_VOICE_TITLE_DISPLAY_CHARS ? `${[...title].slice(0, BRAND_VOICE_TITLE_DISPLAY_CHARS).join("")}…` : title;
