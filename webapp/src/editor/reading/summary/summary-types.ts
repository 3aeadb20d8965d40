/** What the page's loader answers: the summary's sentences, or that the document is too short. */
export type SummaryResult = { sentences: string[] } | { tooShort: true };

/** Calls the server's summary endpoint; the signal is aborted when the popup closes. */
export type SummaryLoader = (signal: AbortSignal) => Promise<SummaryResult>;

/**
 * Spec document 2 §5 gives the rule, "Summary needs at least 5 sentences, or a submissionId.", but
 * no on-screen wording; this is the rule's first half (shared/analysis/overview SUMMARY_MIN_SENTENCES).
 */
export const SUMMARY_TOO_SHORT_MESSAGE = "Summary needs at least 5 sentences.";

export interface SummaryAvailability {
  /** Whether the server has a summary engine (the page learns it from the server). */
  engineAvailable: boolean;
  /** The loader for that engine. */
  load?: SummaryLoader | null;
}

/**
 * Whether to offer Summary at all: only with a summary engine on the server and a loader for it.
 * The control is hidden otherwise; a summary is never made up on the client.
 */
export const isSummaryAvailable = (source: SummaryAvailability): source is SummaryAvailability & { load: SummaryLoader } =>
  source.engineAvailable && typeof source.load === "function";
