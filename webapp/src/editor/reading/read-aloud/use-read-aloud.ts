import { useCallback, useEffect, useRef, useState } from "react";
import { findSentenceRangeInDom } from "./dom-sentence-range";
import { chooseEnglishVoice, waitForVoices } from "./english-voice";
import { readOutModeStore } from "./read-out-mode";
import { buildReadingQueue, type QueuedSentence, type ReadingBlock } from "./reading-queue";
import { clearSentenceHighlight, showSentenceHighlight } from "./sentence-highlight";
import { SPEECH_RATE, TEXT_TO_SPEECH_UNSUPPORTED_MESSAGE, VOICES_TIMEOUT_MS } from "./speech-constants";
import { speechSynthesisOrNull } from "./speech-synthesis";

/** idle → preparing (waiting for voices) → speaking ⇄ paused → idle (stopped, finished or failed). */
export type ReadAloudStatus = "idle" | "preparing" | "speaking" | "paused";

/** The DOM range of [start, end) of a block's text, or null when it is not rendered. */
export type SentenceRangeLookup = (blockId: string, start: number, end: number) => Range | null;

export interface ReadAloudOptions {
  /** The document's blocks in reading order; read when reading starts. */
  blocks: readonly ReadingBlock[];
  /** Where a sentence is on screen. By default the block's `data-block-id` element in the page is searched. */
  getRangeForSentence?: SentenceRangeLookup;
  /** Called when a sentence starts, e.g. to scroll it into view. */
  onSentenceStart?: (sentence: QueuedSentence) => void;
}

export interface ReadAloudController {
  /** Whether the browser can speak at all. */
  supported: boolean;
  status: ReadAloudStatus;
  /** Read-out mode (spec document 2 §4): true while reading, paused or not; trash and share are blocked. */
  readOutMode: boolean;
  /** The sentence being spoken. */
  current: QueuedSentence | null;
  /** 'Browser Does not support Text to Speech.' after an attempt without speech synthesis. */
  message: string | null;
  start: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  /** Starts when idle, stops otherwise (the Read Aloud toggle). */
  toggle: () => void;
  dismissMessage: () => void;
}

const findInPage: SentenceRangeLookup = (blockId, start, end) => findSentenceRangeInDom(document, blockId, start, end);

/**
 * Reads the document aloud with the Web Speech API, one utterance per sentence (rate 0.9, an
 * English voice when there is one), highlighting each sentence as it starts. Every reading is a
 * session: stopping or restarting bumps the session number, so late events of older utterances are ignored.
 */
export const useReadAloud = ({ blocks, getRangeForSentence, onSentenceStart }: ReadAloudOptions): ReadAloudController => {
  const [status, setStatus] = useState<ReadAloudStatus>("idle");
  const [current, setCurrent] = useState<QueuedSentence | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef({ blocks, getRangeForSentence, onSentenceStart });
  latest.current = { blocks, getRangeForSentence, onSentenceStart };
  const session = useRef(0);
  // Chrome drops the events of an utterance that was garbage-collected: keep the speaking one referenced.
  const speaking = useRef<SpeechSynthesisUtterance | null>(null);

  const finish = useCallback((id: number) => {
    if (id !== session.current) {
      return;
    }
    session.current += 1;
    speaking.current = null;
    clearSentenceHighlight();
    setCurrent(null);
    setStatus("idle");
  }, []);

  const stop = useCallback(() => {
    finish(session.current);
    const synthesis = speechSynthesisOrNull();
    synthesis?.cancel();
    if (synthesis?.paused) {
      synthesis.resume();
    }
  }, [finish]);

  const start = useCallback(() => {
    const synthesis = speechSynthesisOrNull();
    if (!synthesis) {
      setMessage(TEXT_TO_SPEECH_UNSUPPORTED_MESSAGE);
      return;
    }
    stop();
    const queue = buildReadingQueue(latest.current.blocks);
    if (queue.length === 0) {
      return;
    }
    const id = session.current;
    setMessage(null);
    setStatus("preparing");

    const speakFrom = (index: number, voice: SpeechSynthesisVoice | null) => {
      if (id !== session.current) {
        return;
      }
      const sentence = queue[index];
      if (!sentence) {
        finish(id);
        return;
      }
      const utterance = new window.SpeechSynthesisUtterance(sentence.text);
      utterance.rate = SPEECH_RATE;
      utterance.lang = voice?.lang ?? "en-US";
      if (voice) {
        utterance.voice = voice;
      }
      utterance.onstart = () => {
        if (id !== session.current) {
          return;
        }
        const lookup = latest.current.getRangeForSentence ?? findInPage;
        const range = lookup(sentence.blockId, sentence.start, sentence.end);
        if (range) {
          showSentenceHighlight(range);
        } else {
          clearSentenceHighlight();
        }
        setCurrent(sentence);
        latest.current.onSentenceStart?.(sentence);
      };
      utterance.onend = () => speakFrom(index + 1, voice);
      // "interrupted" and "canceled" come from our own stop (already ignored by then) or another
      // page's cancel; "synthesis-failed" and the rest end the reading: nothing would come next.
      utterance.onerror = () => finish(id);
      speaking.current = utterance;
      synthesis.speak(utterance);
    };

    void waitForVoices(synthesis, VOICES_TIMEOUT_MS).then((voices) => {
      if (id !== session.current) {
        return;
      }
      setStatus("speaking");
      speakFrom(0, chooseEnglishVoice(voices));
    });
  }, [finish, stop]);

  const pause = useCallback(() => {
    if (status !== "speaking") {
      return;
    }
    speechSynthesisOrNull()?.pause();
    setStatus("paused");
  }, [status]);

  const resume = useCallback(() => {
    if (status !== "paused") {
      return;
    }
    speechSynthesisOrNull()?.resume();
    setStatus("speaking");
  }, [status]);

  const toggle = useCallback(() => (status === "idle" ? start() : stop()), [status, start, stop]);
  const dismissMessage = useCallback(() => setMessage(null), []);

  useEffect(() => {
    readOutModeStore.set(status !== "idle");
  }, [status]);

  // Leaving the page stops the reading and ends read-out mode.
  useEffect(
    () => () => {
      session.current += 1;
      if (speaking.current) {
        speaking.current = null;
        const synthesis = speechSynthesisOrNull();
        synthesis?.cancel();
        if (synthesis?.paused) {
          synthesis.resume();
        }
      }
      clearSentenceHighlight();
      readOutModeStore.set(false);
    },
    [],
  );

  return {
    supported: speechSynthesisOrNull() !== null,
    status,
    readOutMode: status !== "idle",
    current,
    message,
    start,
    pause,
    resume,
    stop,
    toggle,
    dismissMessage,
  };
};
