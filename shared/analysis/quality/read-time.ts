/**
 * Reading speed: 238 words per minute, the mean silent-reading rate for English non-fiction found by
 * Brysbaert's 2019 meta-analysis of 190 studies (Journal of Memory and Language 109).
 */
export const WORDS_PER_MINUTE = 238;

/** Reading time in whole minutes, rounded up: ceil(words / 238); 0 for no words. */
export const readTimeMinutes = (words: number): number => (words <= 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE));
