import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeVoice, installFakeSpeech, type FakeSpeechSynthesis } from "../testing/fake-speech";
import { readOutModeStore } from "./read-out-mode";
import type { ReadingBlock } from "./reading-queue";
import { SPEECH_RATE, TEXT_TO_SPEECH_UNSUPPORTED_MESSAGE, VOICES_TIMEOUT_MS } from "./speech-constants";
import { useReadAloud, type ReadAloudOptions } from "./use-read-aloud";

const BLOCKS: ReadingBlock[] = [
  { id: "b1", text: "Dr. Smith arrived. He sat down." },
  { id: "b2", text: "The end." },
];

let synthesis: FakeSpeechSynthesis;
let uninstall: () => void;

beforeEach(() => {
  ({ synthesis, uninstall } = installFakeSpeech());
  synthesis.voices = [fakeVoice("Deutsch", "de-DE", { default: true }), fakeVoice("UK English", "en-GB"), fakeVoice("US English", "en-US")];
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

const renderReadAloud = (options: Partial<ReadAloudOptions> = {}) =>
  renderHook((props: ReadAloudOptions) => useReadAloud(props), { initialProps: { blocks: BLOCKS, ...options } });

/** Starts reading and lets the voice lookup settle. */
const startReading = async (result: { current: ReturnType<typeof useReadAloud> }) => {
  await act(async () => {
    result.current.start();
  });
};

/** Speaks the current utterance from start to end. */
const speakOne = () =>
  act(() => {
    synthesis.startCurrent();
    synthesis.endCurrent();
  });

describe("useReadAloud", () => {
  it("speaks one utterance per sentence, in order, at rate 0.9 with an English voice", async () => {
    const onSentenceStart = vi.fn();
    const { result } = renderReadAloud({ onSentenceStart });
    await startReading(result);
    expect(result.current.status).toBe("speaking");

    speakOne();
    speakOne();
    act(() => synthesis.startCurrent());
    expect(result.current.current).toEqual({ blockId: "b2", start: 0, end: 8, text: "The end." });
    act(() => synthesis.endCurrent());

    expect(synthesis.spoken.map((utterance) => utterance.text)).toEqual(["Dr. Smith arrived.", "He sat down.", "The end."]);
    expect(synthesis.spoken.every((utterance) => utterance.rate === SPEECH_RATE)).toBe(true);
    expect(synthesis.spoken.map((utterance) => utterance.voice?.name)).toEqual(["US English", "US English", "US English"]);
    expect(onSentenceStart.mock.calls.map(([sentence]) => sentence.start)).toEqual([0, 19, 0]);
    expect(result.current.status).toBe("idle");
    expect(result.current.current).toBeNull();
  });

  it("waits for voiceschanged when the voice list starts empty", async () => {
    synthesis.voices = [];
    const { result } = renderReadAloud();
    await startReading(result);
    expect(result.current.status).toBe("preparing");
    expect(synthesis.spoken).toHaveLength(0);

    await act(async () => synthesis.loadVoices([fakeVoice("Daniel", "en-GB")]));
    expect(result.current.status).toBe("speaking");
    expect(synthesis.spoken[0]?.voice?.name).toBe("Daniel");
    expect(synthesis.spoken[0]?.lang).toBe("en-GB");
  });

  it("speaks with the default voice when no voice ever arrives", async () => {
    vi.useFakeTimers();
    synthesis.voices = [];
    const { result } = renderReadAloud();
    await startReading(result);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(VOICES_TIMEOUT_MS);
    });
    expect(result.current.status).toBe("speaking");
    expect(synthesis.spoken[0]?.voice).toBeNull();
    expect(synthesis.spoken[0]?.lang).toBe("en-US");
  });

  it("pauses, resumes and stops; read-out mode follows", async () => {
    const { result } = renderReadAloud();
    expect(readOutModeStore.get()).toBe(false);
    await startReading(result);
    act(() => synthesis.startCurrent());
    expect(result.current.readOutMode).toBe(true);
    expect(readOutModeStore.get()).toBe(true);

    act(() => result.current.pause());
    expect(result.current.status).toBe("paused");
    expect(synthesis.paused).toBe(true);
    expect(result.current.readOutMode).toBe(true);

    act(() => result.current.resume());
    expect(result.current.status).toBe("speaking");
    expect(synthesis.paused).toBe(false);

    act(() => result.current.stop());
    expect(result.current.status).toBe("idle");
    expect(result.current.readOutMode).toBe(false);
    expect(readOutModeStore.get()).toBe(false);
    // The cancelled utterance's events change nothing, and nothing more is spoken.
    expect(synthesis.spoken).toHaveLength(1);
  });

  it("toggles: starts when idle, stops when reading", async () => {
    const { result } = renderReadAloud();
    await act(async () => result.current.toggle());
    expect(result.current.status).toBe("speaking");
    act(() => result.current.toggle());
    expect(result.current.status).toBe("idle");
  });

  it("stops reading when an utterance fails", async () => {
    const { result } = renderReadAloud();
    await startReading(result);
    act(() => synthesis.failCurrent("synthesis-failed"));
    expect(result.current.status).toBe("idle");
    expect(synthesis.spoken).toHaveLength(1);
  });

  it("restarting ignores the events of the earlier reading", async () => {
    const { result } = renderReadAloud();
    await startReading(result);
    const first = synthesis.current;
    await startReading(result);
    act(() => first?.onend?.(new Event("end")));
    expect(synthesis.spoken.map((utterance) => utterance.text)).toEqual(["Dr. Smith arrived.", "Dr. Smith arrived."]);
    expect(result.current.status).toBe("speaking");
  });

  it("highlights each sentence's range as it starts (class fallback without the Highlight API)", async () => {
    document.body.innerHTML = '<p data-block-id="b1">Dr. Smith arrived. He sat down.</p><p data-block-id="b2">The end.</p>';
    const ranges: string[] = [];
    const getRangeForSentence = (blockId: string, start: number, end: number) => {
      const range = document.createRange();
      const text = document.querySelector(`[data-block-id="${blockId}"]`)?.firstChild;
      if (!text) {
        return null;
      }
      range.setStart(text, start);
      range.setEnd(text, end);
      ranges.push(range.toString());
      return range;
    };
    const { result } = renderReadAloud({ getRangeForSentence });
    await startReading(result);
    act(() => synthesis.startCurrent());
    expect(document.querySelector(".wordloom-read-aloud-fallback")?.getAttribute("data-block-id")).toBe("b1");
    act(() => synthesis.endCurrent());
    speakOne();
    act(() => synthesis.startCurrent());
    expect(document.querySelector(".wordloom-read-aloud-fallback")?.getAttribute("data-block-id")).toBe("b2");
    expect(ranges).toEqual(["Dr. Smith arrived.", "He sat down.", "The end."]);
    act(() => result.current.stop());
    expect(document.querySelector(".wordloom-read-aloud-fallback")).toBeNull();
  });

  it("cancels speech and leaves read-out mode on unmount", async () => {
    const { result, unmount } = renderReadAloud();
    await startReading(result);
    unmount();
    expect(synthesis.cancelCalls).toBeGreaterThan(0);
    expect(readOutModeStore.get()).toBe(false);
  });
});

describe("useReadAloud without speech synthesis", () => {
  it("says 'Browser Does not support Text to Speech.' and stays idle", () => {
    uninstall();
    const { result } = renderReadAloud();
    expect(result.current.supported).toBe(false);
    act(() => result.current.start());
    expect(result.current.message).toBe(TEXT_TO_SPEECH_UNSUPPORTED_MESSAGE);
    expect(result.current.status).toBe("idle");
    act(() => result.current.dismissMessage());
    expect(result.current.message).toBeNull();
  });
});
