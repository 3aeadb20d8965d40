/**
 * The Web Speech recognition API, as far as Voice Create uses it. TypeScript's DOM library has
 * the result types but not the recogniser; Chromium and Safari expose it as webkitSpeechRecognition.
 */
interface SpeechRecognitionErrorEventLike extends Event {
  readonly error: string;
}

export interface SpeechRecognitionEventLike extends Event {
  readonly resultIndex: number;
  readonly results: SpeechRecognitionResultList;
}

export interface SpeechRecognitionLike extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

declare global {
  interface Window {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  }
}

/** The browser's recogniser, or null where speech recognition is not supported. */
export const speechRecognitionConstructor = (win: Window = window): SpeechRecognitionConstructor | null =>
  win.SpeechRecognition ?? win.webkitSpeechRecognition ?? null;

/** Whether the device reports any microphone; true when it cannot tell (the recogniser then says). */
export const hasMicrophone = async (devices: MediaDevices | undefined = navigator.mediaDevices): Promise<boolean> => {
  if (!devices?.enumerateDevices) {
    return true;
  }
  try {
    return (await devices.enumerateDevices()).some((device) => device.kind === "audioinput");
  } catch {
    return true;
  }
};

/** The final and the interim text of a result event, from its first changed result on. */
export const transcriptsOf = (event: SpeechRecognitionEventLike): { final: string; interim: string } => {
  let final = "";
  let interim = "";
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    const text = result?.[0]?.transcript ?? "";
    if (result?.isFinal) {
      final += ` ${text}`;
    } else {
      interim += ` ${text}`;
    }
  }
  return { final: final.trim(), interim: interim.trim() };
};
