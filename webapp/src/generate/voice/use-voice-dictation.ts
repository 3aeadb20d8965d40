import { useCallback, useEffect, useRef, useState } from "react";
import { hasMicrophone, speechRecognitionConstructor, transcriptsOf, type SpeechRecognitionLike } from "./speech-recognition";
import { parseVoiceTranscript } from "./voice-commands";
import { applyVoiceTokens, commitTitle, EMPTY_VOICE_DOCUMENT, SET_TITLE_DELAY_MS, type VoiceDocument } from "./voice-document";

/** Idle, listening, then stopped on "i am done" or on the toggle (spec document 3 §4.6); or why it cannot listen. */
export type VoiceStatus = "idle" | "listening" | "stopped" | "unsupported" | "no-microphone" | "blocked" | "failed";

interface VoiceDictation {
  status: VoiceStatus;
  document: VoiceDocument;
  /** Words heard but not final yet. */
  interim: string;
  start: () => Promise<void>;
  stop: () => void;
  reset: () => void;
}

const BLOCKED_ERRORS = new Set(["not-allowed", "service-not-allowed"]);

/**
 * Dictation with the browser's speech recognition: final results are read for commands and text;
 * "set title" captures the next words as the title after 3 seconds; "i am done" stops and hands
 * the document to `onDone`. The recogniser restarts when the browser ends it during a pause.
 */
export const useVoiceDictation = (onDone: (document: VoiceDocument) => void): VoiceDictation => {
  const [status, setStatus] = useState<VoiceStatus>(() => (speechRecognitionConstructor() ? "idle" : "unsupported"));
  const [document, setDocument] = useState<VoiceDocument>(EMPTY_VOICE_DOCUMENT);
  const [interim, setInterim] = useState("");
  const documentRef = useRef<VoiceDocument>(EMPTY_VOICE_DOCUMENT);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const listening = useRef(false);
  const titleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  const update = useCallback((next: VoiceDocument) => {
    documentRef.current = next;
    setDocument(next);
  }, []);

  const halt = useCallback(() => {
    listening.current = false;
    clearTimeout(titleTimer.current);
    recognition.current?.stop();
    recognition.current = null;
    setInterim("");
    update(commitTitle(documentRef.current));
  }, [update]);

  const hear = useCallback(
    (transcript: string) => {
      const { document: next, done } = applyVoiceTokens(documentRef.current, parseVoiceTranscript(transcript));
      update(next);
      clearTimeout(titleTimer.current);
      if (next.titleDraft !== null && !done) {
        titleTimer.current = setTimeout(() => update(commitTitle(documentRef.current)), SET_TITLE_DELAY_MS);
      }
      if (done) {
        halt();
        setStatus("stopped");
        onDoneRef.current(documentRef.current);
      }
    },
    [halt, update],
  );

  const listen = useCallback(() => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) {
      setStatus("unsupported");
      return;
    }
    const recogniser = new Recognition();
    recogniser.continuous = true;
    recogniser.interimResults = true;
    recogniser.lang = navigator.language || "en-US";
    recogniser.onresult = (event) => {
      const { final, interim: heard } = transcriptsOf(event);
      setInterim(heard);
      if (final) {
        hear(final);
      }
    };
    recogniser.onerror = (event) => {
      if (event.error === "no-speech" || event.error === "aborted") {
        return;
      }
      halt();
      setStatus(event.error === "audio-capture" ? "no-microphone" : BLOCKED_ERRORS.has(event.error) ? "blocked" : "failed");
    };
    // Browsers end recognition after a silence; keep listening until the user stops.
    recogniser.onend = () => {
      if (listening.current && recognition.current === recogniser) {
        recogniser.start();
      }
    };
    recognition.current = recogniser;
    listening.current = true;
    recogniser.start();
    setStatus("listening");
  }, [halt, hear]);

  const start = useCallback(async () => {
    if (!speechRecognitionConstructor()) {
      setStatus("unsupported");
      return;
    }
    if (!(await hasMicrophone())) {
      setStatus("no-microphone");
      return;
    }
    listen();
  }, [listen]);

  const stop = useCallback(() => {
    halt();
    setStatus("stopped");
  }, [halt]);

  const reset = useCallback(() => {
    halt();
    update(EMPTY_VOICE_DOCUMENT);
    setStatus(speechRecognitionConstructor() ? "idle" : "unsupported");
  }, [halt, update]);

  useEffect(
    () => () => {
      listening.current = false;
      clearTimeout(titleTimer.current);
      recognition.current?.abort();
    },
    [],
  );

  return { status, document, interim, start, stop, reset };
};
