/** Voice Create's texts: the spec's verbatim (document 3 §8), Wordloom's own otherwise. */
export const VOICE_MESSAGES = {
  unsupported: "Browser doesnt support speech recognition....",
  noMicrophone: "Can not detect Microphone....",
  listening: "Listening...",
  blocked: "Microphone access is blocked. Allow it for this site in the browser, then try again.",
  failed: "Speech recognition stopped unexpectedly. Press Start to go on.",
  idle: "Press Start and speak. Say “I am done” when you have finished.",
  stopped: "Stopped.",
  saving: "Saving your document…",
} as const;

/** The Quick Command Reference (spec document 3 §2.9, §4.6). */
export const QUICK_COMMANDS: readonly { say: string; does: string }[] = [
  { say: "new line", does: "Starts a new paragraph." },
  { say: "clear block", does: "Clears the paragraph you are dictating." },
  { say: "clear all", does: "Clears everything dictated so far." },
  { say: "set title", does: "The words you say next become the title, 3 seconds after you stop." },
  { say: "i am done", does: "Stops listening and saves the document; without a title, one is made from a headline." },
];
