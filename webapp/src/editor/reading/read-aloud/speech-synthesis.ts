/** The browser's speech synthesis, or null when it (or its utterance class) is missing. */
export const speechSynthesisOrNull = (): SpeechSynthesis | null => {
  if (typeof window === "undefined" || !("speechSynthesis" in window) || typeof window.SpeechSynthesisUtterance !== "function") {
    return null;
  }
  return window.speechSynthesis;
};
