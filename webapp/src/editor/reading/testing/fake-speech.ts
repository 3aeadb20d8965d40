/**
 * A deterministic speech synthesis for jsdom tests. Utterances wait in a queue until the test
 * drives them (`startCurrent`, `endCurrent`, `failCurrent`); `cancel` fails them all with
 * "interrupted", as Chromium does.
 */

type Handler = ((event: Event) => void) | null;

export class FakeUtterance {
  text: string;
  rate = 1;
  lang = "";
  voice: SpeechSynthesisVoice | null = null;
  onstart: Handler = null;
  onend: Handler = null;
  onerror: Handler = null;

  constructor(text = "") {
    this.text = text;
  }
}

const speechEvent = (type: string, extra: Record<string, unknown> = {}): Event => Object.assign(new Event(type), extra);

export class FakeSpeechSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  /** Every utterance ever passed to speak(), in order. */
  readonly spoken: FakeUtterance[] = [];
  private queue: FakeUtterance[] = [];
  paused = false;
  pauseCalls = 0;
  resumeCalls = 0;
  cancelCalls = 0;

  get speaking(): boolean {
    return this.queue.length > 0;
  }

  get pending(): boolean {
    return this.queue.length > 1;
  }

  getVoices(): SpeechSynthesisVoice[] {
    return this.voices;
  }

  speak(utterance: FakeUtterance): void {
    this.spoken.push(utterance);
    this.queue.push(utterance);
  }

  cancel(): void {
    this.cancelCalls += 1;
    const dropped = this.queue;
    this.queue = [];
    for (const utterance of dropped) {
      utterance.onerror?.(speechEvent("error", { error: "interrupted" }));
    }
  }

  pause(): void {
    this.pauseCalls += 1;
    this.paused = true;
  }

  resume(): void {
    this.resumeCalls += 1;
    this.paused = false;
  }

  /** The utterance being spoken (the head of the queue). */
  get current(): FakeUtterance | undefined {
    return this.queue[0];
  }

  startCurrent(): void {
    const utterance = this.queue[0];
    utterance?.onstart?.(speechEvent("start"));
  }

  endCurrent(): void {
    const utterance = this.queue.shift();
    utterance?.onend?.(speechEvent("end"));
  }

  failCurrent(error: string): void {
    const utterance = this.queue.shift();
    utterance?.onerror?.(speechEvent("error", { error }));
  }

  /** Voices arriving late, as in Chromium: the list changes and `voiceschanged` fires. */
  loadVoices(voices: SpeechSynthesisVoice[]): void {
    this.voices = voices;
    this.dispatchEvent(new Event("voiceschanged"));
  }
}

export const fakeVoice = (name: string, lang: string, extra: Partial<SpeechSynthesisVoice> = {}): SpeechSynthesisVoice => ({
  name,
  lang,
  voiceURI: name,
  default: false,
  localService: true,
  ...extra,
});

/** Puts a fake speech synthesis on `window`; the returned function takes it away again. */
export const installFakeSpeech = (): { synthesis: FakeSpeechSynthesis; uninstall: () => void } => {
  const synthesis = new FakeSpeechSynthesis();
  Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true, writable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true, writable: true });
  return {
    synthesis,
    uninstall: () => {
      Reflect.deleteProperty(window, "speechSynthesis");
      Reflect.deleteProperty(window, "SpeechSynthesisUtterance");
    },
  };
};
