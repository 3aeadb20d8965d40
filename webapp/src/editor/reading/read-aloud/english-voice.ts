const isEnglish = (voice: SpeechSynthesisVoice): boolean => /^en([-_]|$)/i.test(voice.lang);

/** Preference order among English voices: the browser's default, then US, then British, then any. */
const VOICE_RANKS: ((voice: SpeechSynthesisVoice) => boolean)[] = [
  (voice) => voice.default,
  (voice) => /^en[-_]US$/i.test(voice.lang) && voice.localService,
  (voice) => /^en[-_]US$/i.test(voice.lang),
  (voice) => /^en[-_]GB$/i.test(voice.lang),
  () => true,
];

/** The English voice to read with, or null when there is none (the utterance then keeps the default voice). */
export const chooseEnglishVoice = (voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null => {
  const english = voices.filter(isEnglish);
  for (const matches of VOICE_RANKS) {
    const found = english.find(matches);
    if (found) {
      return found;
    }
  }
  return null;
};

/**
 * The voice list. Browsers often return none until `voiceschanged` fires (Chrome loads them
 * asynchronously), so an empty list waits for that event, up to `timeoutMs`.
 */
export const waitForVoices = (synthesis: SpeechSynthesis, timeoutMs: number): Promise<SpeechSynthesisVoice[]> => {
  const voices = synthesis.getVoices();
  if (voices.length > 0) {
    return Promise.resolve(voices);
  }
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      synthesis.removeEventListener("voiceschanged", done);
      resolve(synthesis.getVoices());
    };
    const timer = window.setTimeout(done, timeoutMs);
    synthesis.addEventListener("voiceschanged", done);
  });
};
