/** Spec document 2 §8: shown when the browser has no speech synthesis. */
export const TEXT_TO_SPEECH_UNSUPPORTED_MESSAGE = "Browser Does not support Text to Speech.";

/** Spec document 2 §9: speech rate 0.9. */
export const SPEECH_RATE = 0.9;

/** The name the current sentence is registered under in `CSS.highlights`. */
export const READ_ALOUD_HIGHLIGHT = "wordloom-read-aloud";

/** The class put on the sentence's element where the CSS Custom Highlight API is missing. */
export const READ_ALOUD_FALLBACK_CLASS = "wordloom-read-aloud-fallback";

/** How long to wait for `voiceschanged` when the voice list starts empty, before using the default voice. */
export const VOICES_TIMEOUT_MS = 1_500;
