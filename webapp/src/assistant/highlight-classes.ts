/**
 * Class names of the assistant's editor highlights (styles in highlight-styles.ts). Spec document
 * 3 §9: highlight colours are red tints; document 2 §9: offenders red-pink, plagiarism bands
 * 10–40 light orange, 40–60 orange, 60–100 red.
 */
export const HIGHLIGHT = {
  issue: "wl-assistant-issue",
  /** A style suggestion ("in order to"): not an error, so not red. */
  styleSuggestion: "wl-assistant-style",
  offender: "wl-assistant-offender",
  plagiarismLow: "wl-assistant-plagiarism-low",
  plagiarismMedium: "wl-assistant-plagiarism-medium",
  plagiarismHigh: "wl-assistant-plagiarism-high",
  weakSentence: "wl-assistant-weak",
  negativeSentence: "wl-assistant-negative",
} as const;

export const FOCUS_CLASS = "wl-assistant-focus";

/** The highlight group each tool and view paints (changing tool clears the tools' group). */
export const HIGHLIGHT_KEYS = { tools: "assistant-tools", review: "assistant-review" } as const;
