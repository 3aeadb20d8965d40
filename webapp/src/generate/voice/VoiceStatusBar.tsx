import { MessageBar, MessageBarBody } from "@fluentui/react-components";
import type { VoiceStatus } from "./use-voice-dictation";
import { VOICE_MESSAGES } from "./voice-messages";

const STATUS_TEXT: Record<VoiceStatus, { intent: "info" | "success" | "warning" | "error"; text: string }> = {
  idle: { intent: "info", text: VOICE_MESSAGES.idle },
  listening: { intent: "success", text: VOICE_MESSAGES.listening },
  stopped: { intent: "info", text: VOICE_MESSAGES.stopped },
  unsupported: { intent: "error", text: VOICE_MESSAGES.unsupported },
  "no-microphone": { intent: "error", text: VOICE_MESSAGES.noMicrophone },
  blocked: { intent: "error", text: VOICE_MESSAGES.blocked },
  failed: { intent: "warning", text: VOICE_MESSAGES.failed },
};

/** Where dictation stands, in the spec's words (document 3 §8 "Voice"). */
export const VoiceStatusBar = ({ status, saving }: { status: VoiceStatus; saving: boolean }) => {
  const { intent, text } = saving ? { intent: "info" as const, text: VOICE_MESSAGES.saving } : STATUS_TEXT[status];
  return (
    <MessageBar intent={intent} role="status" data-voice-status={status}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
};
