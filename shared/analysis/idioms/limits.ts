/** Spec 3 §5 and §9: "Idioms: more than 500 words gives 'Too many words to process!'". */
export const IDIOM_MAX_WORDS = 500;
export const TOO_MANY_WORDS_MESSAGE = "Too many words to process!";
/** Spec 3 §2.1: tools need the first word written. */
export const NO_WORDS_MESSAGE = "Please write your first word to start using tools.";
/** Spec 3 §2.3: the empty state. */
export const NO_IDIOMS_MESSAGE = "No Idioms Found";
/** Spec 3 §2.3: the heading of the language model's results. */
export const MORE_IDIOMS_HEADING = "More idioms for your context";
/** "More idioms for your context" comes from a language model: show it only when one is configured. */
export const MORE_IDIOMS_NEEDS_MODEL = true;

/**
 * Spec 3 §5: "Idiom count requested scales with word count: fewer than 10 words gives 1, up to 50
 * gives 2, up to 100 gives 3, above 100 gives 4."
 */
export const idiomCountFor = (words: number): 1 | 2 | 3 | 4 => {
  if (words < 10) {
    return 1;
  }
  if (words <= 50) {
    return 2;
  }
  if (words <= 100) {
    return 3;
  }
  return 4;
};
