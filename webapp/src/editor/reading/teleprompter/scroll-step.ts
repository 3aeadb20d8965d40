/**
 * The longest frame counted. A tab in the background gets no frames; when it comes back, the text
 * goes on from where it was instead of jumping by the whole time away.
 */
export const MAX_FRAME_DELTA_MS = 100;

interface ScrollStep {
  offset: number;
  /** The end is reached: the last line is at the reading marker. */
  ended: boolean;
}

/** One animation frame: the offset moves by speed × frame time, and stops at the end. */
export const advanceOffset = ({
  offset,
  maxOffset,
  pixelsPerSecond,
  deltaMs,
}: {
  offset: number;
  maxOffset: number;
  pixelsPerSecond: number;
  deltaMs: number;
}): ScrollStep => {
  const end = Math.max(0, maxOffset);
  const elapsed = Math.min(MAX_FRAME_DELTA_MS, Math.max(0, deltaMs));
  const next = Math.min(end, Math.max(0, offset) + (pixelsPerSecond * elapsed) / 1000);
  return { offset: next, ended: next >= end };
};
