/** First-person words (contractions are read by their first part: "I'm" → "i", "we've" → "we"). */
export const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"]);

/** Second-person words: the reader addressed directly. */
export const SECOND_PERSON = new Set(["you", "your", "yours", "yourself", "yourselves", "ya", "y'all"]);

/** Personal pronouns by the person they name, for sentence-to-sentence continuity. */
export const PERSON_OF: ReadonlyMap<string, string> = new Map([
  ...["i", "me", "my", "mine", "myself"].map((word) => [word, "i"] as const),
  ...["we", "us", "our", "ours", "ourselves"].map((word) => [word, "we"] as const),
  ...["you", "your", "yours", "yourself", "yourselves"].map((word) => [word, "you"] as const),
  ...["he", "him", "his", "himself"].map((word) => [word, "he"] as const),
  ...["she", "her", "hers", "herself"].map((word) => [word, "she"] as const),
  ...["they", "them", "their", "theirs", "themselves"].map((word) => [word, "they"] as const),
]);

/** Sentence openers that point back to what came before. */
export const BACK_REFERENCES = new Set([
  "this",
  "these",
  "that",
  "those",
  "it",
  "its",
  "they",
  "their",
  "he",
  "his",
  "she",
  "her",
  "such",
  "both",
  "each",
  "there",
]);
