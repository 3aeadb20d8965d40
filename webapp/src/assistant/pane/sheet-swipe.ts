/** A downward drag closes the sheet past this share of its height… */
const CLOSE_DISTANCE_SHARE = 0.3;
/** …or when flicked faster than this (px per ms). */
const CLOSE_VELOCITY = 0.5;

/** Whether a drag of the bottom sheet's handle ends by closing it. */
export const swipeCloses = (dragDistance: number, sheetHeight: number, durationMs: number): boolean => {
  if (dragDistance <= 0) {
    return false;
  }
  const velocity = durationMs > 0 ? dragDistance / durationMs : 0;
  return dragDistance >= sheetHeight * CLOSE_DISTANCE_SHARE || velocity >= CLOSE_VELOCITY;
};
