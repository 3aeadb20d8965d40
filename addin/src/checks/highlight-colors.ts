import type { Finding } from "./findings";

/**
 * Word highlight colours. Windows honours only Word's 15 standard highlight colours (others snap
 * to the nearest), so the spec's tints map onto named ones: findings are red tints ("Pink", the
 * offender red-pink), plagiarism follows its bands 10-40 light orange, 40-60 orange, 60-100 red
 * (spec document 2 §9) as Yellow, DarkYellow and Red.
 */
const FINDING_HIGHLIGHT = "Pink";
/** Style suggestions are not errors: a grey tint, so they do not read as mistakes. */
const STYLE_HIGHLIGHT = "Gray25";

const plagiarismHighlight = (score: number): string => (score >= 60 ? "Red" : score >= 40 ? "DarkYellow" : "Yellow");

export const highlightColorOf = (finding: Finding): string =>
  finding.kind === "plagiarism"
    ? plagiarismHighlight(finding.score ?? 0)
    : finding.grammarKind === "style"
      ? STYLE_HIGHLIGHT
      : FINDING_HIGHLIGHT;
