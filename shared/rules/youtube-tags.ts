/**
 * YouTube video tags (videos resource, snippet.tags): at most 500 characters in all, where the
 * count includes a comma between two tags and a tag with a space counts as though it were wrapped
 * in quotation marks (2 more). Wordloom's editor keeps each tag ≤ CAMPAIGN_LIMITS.tagChars.
 */
export const YOUTUBE_TAGS_MAX_CHARS = 500;
/** How many tags one entry takes (the save's schema, PostTargetInputSchema). */
export const YOUTUBE_TAGS_MAX_COUNT = 30;

/** The length YouTube counts for a list of tags. */
export const youtubeTagsLength = (tags: readonly string[]): number => {
  const kept = tags.map((tag) => tag.trim()).filter((tag) => tag !== "");
  if (kept.length === 0) {
    return 0;
  }
  const chars = kept.reduce((sum, tag) => sum + [...tag].length + (/\s/.test(tag) ? 2 : 0), 0);
  return chars + kept.length - 1;
};

/**
 * Splits what the user typed into tags (comma or newline separated), trimmed, without empties and
 * without repeating a tag already there (compared case-insensitively, as YouTube does).
 */
export const addYoutubeTags = (existing: readonly string[], typed: string): string[] => {
  const seen = new Set(existing.map((tag) => tag.toLowerCase()));
  const added: string[] = [];
  for (const raw of typed.split(/[,\n]/)) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag !== "" && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      added.push(tag);
    }
  }
  return [...existing, ...added];
};
