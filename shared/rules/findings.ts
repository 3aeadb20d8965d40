/**
 * Spec document 2 §5's results filtering, in one place: the analyses apply it before answering, and
 * the web app and the add-in apply the same predicates to what they show. Each takes only the
 * fields it reads, so it fits both the analysis engines' findings and the API's.
 */

export type Sensitivity = "low" | "medium" | "high";

/** Citation needs below this probability are dropped (the spec's "low probability"). */
export const CITATION_THRESHOLD = 0.5;
/** Plagiarism sources count only above this score, in percent (spec document 3 §5). */
export const MIN_SOURCE_SCORE = 10;

/** Text that is nothing but asterisks (and separators): already masked by the writer. */
const isAllAsterisks = (text: string): boolean => /^[*\s\-./@]+$/.test(text) && text.includes("*");

/** PII: low-sensitivity items and items that are all asterisks are dropped. */
export const isReportablePii = (finding: { sensitivity: Sensitivity; text: string }): boolean =>
  finding.sensitivity !== "low" && !isAllAsterisks(finding.text);

/** Inclusive language: items of low sensitivity are dropped. */
export const keepInclusiveFinding = (finding: { sensitivity: Sensitivity }): boolean => finding.sensitivity !== "low";

/** Legal compliance: items with an empty error type are dropped. */
export const keepLegalFinding = (finding: { errorType: string }): boolean => finding.errorType.trim() !== "";

/** Legal citation: needs with a low probability are dropped. */
export const keepCitationNeed = (need: { probability: number }): boolean => need.probability >= CITATION_THRESHOLD;

/** Plagiarism: a source counts (is listed, and marks a span) only above MIN_SOURCE_SCORE. */
export const isCountedSource = (source: { score: number }): boolean => source.score > MIN_SOURCE_SCORE;
