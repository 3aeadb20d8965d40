/**
 * The add-in's defaults and timings (spec document 2 §3 and §9, document 1 §9), in one place.
 */
export const ADDIN_DEFAULTS = {
  /** Writing defaults handed to the framed web-app screens (generation, new documents). */
  settings: { tone: "Neutral", style: "Formal", category: "Soft skills" },
  /** Toasts close on their own after 5 s in the add-in. */
  toastTimeoutMs: 5_000,
  /** After 10 s of initialising, the pane offers a reload. */
  initTimeoutMs: 10_000,
  /** appInfo.json is checked at start and on focus, at most this often (Wordloom's choice). */
  versionCheckIntervalMs: 5 * 60_000,
} as const;

export const INITIALIZING_LABEL = "Initializing";
export const SLOW_INIT_MESSAGE = "Its taking longer than usual. Reload?";
