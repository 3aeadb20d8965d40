/** Spec document 2 §5 and §9: teleprompter speed 1 to 50 (default 40), font size 1 to 40 (default 36). */
export const TELEPROMPTER_SPEED = { min: 1, max: 50, default: 40 } as const;
export const TELEPROMPTER_FONT_SIZE = { min: 1, max: 40, default: 36 } as const;

/**
 * Scroll speed in px/s = 2 × speed: 1 → 2 px/s (a crawl), 40 → 80 px/s, 50 → 100 px/s. At the
 * default font size (84 px, line height 1.4) 80 px/s is about 0.7 line a second, near 160 words a
 * minute on a 1,000 px column. The spec gives the range only; the mapping is Wordloom's choice.
 */
const PIXELS_PER_SECOND_PER_SPEED = 2;

/** Font size in px = 12 + 2 × size: 1 → 14 px, 36 → 84 px, 40 → 92 px (Wordloom's choice, too). */
const FONT_PIXELS_BASE = 12;
const FONT_PIXELS_PER_STEP = 2;

const clampStep = (value: number, bounds: { min: number; max: number; default: number }): number => {
  if (!Number.isFinite(value)) {
    return bounds.default;
  }
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
};

/** A speed setting within 1–50 (whole steps; not a number gives the default). */
export const clampSpeed = (value: number): number => clampStep(value, TELEPROMPTER_SPEED);

/** A font size setting within 1–40 (whole steps; not a number gives the default). */
export const clampFontSize = (value: number): number => clampStep(value, TELEPROMPTER_FONT_SIZE);

export const speedToPixelsPerSecond = (speed: number): number => clampSpeed(speed) * PIXELS_PER_SECOND_PER_SPEED;

export const fontSizeToPixels = (size: number): number => FONT_PIXELS_BASE + FONT_PIXELS_PER_STEP * clampFontSize(size);
