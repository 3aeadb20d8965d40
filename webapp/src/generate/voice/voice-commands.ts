/**
 * The spoken commands of Voice Create (spec document 3 §4.6): "new line", "clear block",
 * "clear all", "i am done" and "set title". A transcript is read as text and commands, in order.
 */
export type VoiceToken =
  | { type: "text"; text: string }
  | { type: "new-line" }
  | { type: "clear-block" }
  | { type: "clear-all" }
  | { type: "done" }
  | { type: "set-title" };

type VoiceCommand = Exclude<VoiceToken, { type: "text" }>["type"];

/** The spoken forms of each command (recognisers write "I'm" or "I am", "newline" or "new line"). */
const COMMAND_PATTERNS: readonly (readonly [VoiceCommand, string])[] = [
  ["new-line", "new ?line"],
  ["clear-block", "clear (?:the )?block"],
  ["clear-all", "clear all"],
  ["done", "i(?: am|'m|’m|m) done"],
  ["set-title", "set (?:the )?title"],
];

const COMMAND_REGEX = new RegExp(
  `(?<![\\p{L}\\p{N}'])(${COMMAND_PATTERNS.map(([, pattern]) => pattern).join("|")})(?![\\p{L}\\p{N}])[.,!?]?`,
  "giu",
);

const commandOf = (spoken: string): VoiceCommand | null => {
  const phrase = spoken.replace(/[.,!?]$/, "");
  const found = COMMAND_PATTERNS.find(([, pattern]) => new RegExp(`^(?:${pattern})$`, "iu").test(phrase));
  return found ? found[0] : null;
};

/** Splits a final transcript into text and commands, in the order they were spoken. */
export const parseVoiceTranscript = (transcript: string): VoiceToken[] => {
  const tokens: VoiceToken[] = [];
  const pushText = (text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean) {
      tokens.push({ type: "text", text: clean });
    }
  };
  let last = 0;
  for (const match of transcript.matchAll(COMMAND_REGEX)) {
    const command = commandOf(match[0]);
    if (!command) {
      continue;
    }
    pushText(transcript.slice(last, match.index));
    tokens.push({ type: command });
    last = match.index + match[0].length;
  }
  pushText(transcript.slice(last));
  return tokens;
};
