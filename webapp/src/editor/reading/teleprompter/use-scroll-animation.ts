import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { advanceOffset } from "./scroll-step";

interface ScrollAnimation {
  playing: boolean;
  /** Plays from where it is; at the end it starts over. */
  play: () => void;
  pause: () => void;
  toggle: () => void;
  /** Back to the start, paused. */
  reset: () => void;
}

interface ScrollAnimationOptions {
  /** The visible window (its height is the screen the text scrolls through). */
  viewportRef: RefObject<HTMLElement | null>;
  /** The moving text; its height includes the padding that puts its first and last lines at the marker. */
  contentRef: RefObject<HTMLElement | null>;
  pixelsPerSecond: number;
}

/**
 * Scrolls the content up with `transform: translateY()` from requestAnimationFrame, by speed × frame
 * delta, and stops by itself at the end. The offset lives in a ref and is written to the element
 * directly: a frame re-renders nothing.
 */
export const useScrollAnimation = ({ viewportRef, contentRef, pixelsPerSecond }: ScrollAnimationOptions): ScrollAnimation => {
  const [playing, setPlaying] = useState(false);
  const offset = useRef(0);
  const speed = useRef(pixelsPerSecond);
  speed.current = pixelsPerSecond;

  const maxOffset = useCallback((): number => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    return viewport && content ? Math.max(0, content.offsetHeight - viewport.clientHeight) : 0;
  }, [viewportRef, contentRef]);

  const moveTo = useCallback(
    (value: number) => {
      offset.current = value;
      if (contentRef.current) {
        contentRef.current.style.transform = `translateY(${-value}px)`;
      }
    },
    [contentRef],
  );

  useEffect(() => {
    if (!playing) {
      return;
    }
    let frame = 0;
    let last: number | null = null;
    const tick = (now: number) => {
      const step = advanceOffset({
        offset: offset.current,
        maxOffset: maxOffset(),
        pixelsPerSecond: speed.current,
        deltaMs: last === null ? 0 : now - last,
      });
      last = now;
      moveTo(step.offset);
      if (step.ended) {
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, maxOffset, moveTo]);

  const play = useCallback(() => {
    const end = maxOffset();
    if (end > 0 && offset.current >= end) {
      moveTo(0);
    }
    setPlaying(true);
  }, [maxOffset, moveTo]);
  const pause = useCallback(() => setPlaying(false), []);
  const toggle = useCallback(() => (playing ? pause() : play()), [playing, pause, play]);
  const reset = useCallback(() => {
    setPlaying(false);
    moveTo(0);
  }, [moveTo]);

  return { playing, play, pause, toggle, reset };
};
