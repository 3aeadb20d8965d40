/** A source the outside provider found, scored as the share (0–100) of the checked words it matched. */
export interface WebSource {
  score: number;
  description: string;
  url: string | null;
}

/** What the outside provider reported for one text. */
export interface ProviderReport {
  /** The provider's own overall similarity, 0–100. */
  aggregatedScore: number;
  sources: WebSource[];
}

/** A finished outside check: its report, or why there is none (logged, never shown to the user). */
export type ProviderOutcome = { ok: true; scanId: string; report: ProviderReport } | { ok: false; scanId: string; reason: string };

/** An outside plagiarism service behind configuration (PLAGIARISM_PROVIDER). */
export interface PlagiarismProvider {
  readonly name: string;
  /**
   * Checks the text and waits for the answer, bounded by the provider timeout. Failures come back
   * as `{ ok: false }`; only the caller's signal aborting (the client went away) rejects.
   */
  check(input: { userId: string; text: string }, signal: AbortSignal): Promise<ProviderOutcome>;
}
