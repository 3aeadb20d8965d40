/**
 * Limits from the spec, in one place. Where the spec says "not shown", the value is Wordloom's
 * own choice and the comment says so.
 */
export const LIMITS = {
  /** Spec document 1 §9 and document 2 §9: list page counts default to 10. */
  defaultPageSize: 10,
  /** Wordloom's cap on one list request (not shown in the spec). */
  maxPageSize: 100,
  /** Spec document 1 §5: image uploads are at most 8 MB. */
  imageUploadBytes: 8 * 1024 * 1024,
  /** Spec document 1 §9: file names are shortened to 70 characters. */
  fileNameChars: 70,
  /** Spec document 1 §9: at most 5 collaborators. */
  maxCollaborators: 5,
  /** Spec document 2 §5: at most 20 tags. */
  maxTags: 20,
  /** Documents moved to the trash are purged after this many days (Wordloom's retention choice). */
  trashRetentionDays: 30,
  /** Wordloom's document size limits, sized far above real documents so abuse is impossible. */
  document: {
    maxTitleChars: 200,
    maxPages: 500,
    maxBlocksPerPage: 400,
    maxSentencesPerBlock: 300,
    maxFragmentsPerSentence: 200,
    maxCellsPerRow: 20,
    maxFragmentChars: 20_000,
    maxTotalChars: 2_000_000,
    maxSearchChars: 200,
  },
  /** Profile text limits (Wordloom's choice; not shown in the spec). */
  profile: { maxNameChars: 60, maxAboutChars: 1000 },
  password: { minChars: 8, maxChars: 256 },
  /** Spec document 4 §5: a pasted stock media (Pexels) token has at least 56 characters. */
  stockToken: { minChars: 56 },
} as const;

/**
 * Shortens a file name to 70 characters with an ellipsis (spec document 1 §5). Counts code points,
 * so a character outside the BMP (an emoji) is never cut in half into a lone surrogate.
 */
export const shortenFileName = (name: string, max: number = LIMITS.fileNameChars): string => {
  const characters = Array.from(name);
  return characters.length <= max ? name : `${characters.slice(0, max - 1).join("")}…`;
};
