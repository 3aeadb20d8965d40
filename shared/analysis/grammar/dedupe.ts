import type { GrammarFinding, GrammarSource } from "./types";

const SOURCE_RANK: Readonly<Record<GrammarSource, number>> = { harper: 0, wordloom: 1, retext: 2 };

/**
 * Harper rules whose guess loses to a Wordloom rule on the same words: SplitWords reads a word it
 * does not know as two ("informations" → "in formations"), where our rule knows the word.
 */
const WEAKER_HARPER_RULES = new Set(["harper:SplitWords"]);

const rank = (finding: GrammarFinding): number =>
  WEAKER_HARPER_RULES.has(finding.ruleId) ? SOURCE_RANK.wordloom + 0.5 : SOURCE_RANK[finding.source];

/** Better first: a finding with replacements, then an error over a style lens, then Harper, Wordloom, retext. */
const compare = (a: GrammarFinding, b: GrammarFinding): number =>
  Number(b.replacements.length > 0) - Number(a.replacements.length > 0) ||
  Number(a.kind === "style") - Number(b.kind === "style") ||
  rank(a) - rank(b) ||
  a.start - b.start ||
  a.end - b.end;

const overlaps = (a: GrammarFinding, b: GrammarFinding): boolean => a.start < b.end && b.start < a.end;

/**
 * Drops findings that overlap a better finding from another engine (each engine already settles its
 * own overlaps) and exact duplicates. The result is in text order.
 */
export const dedupeFindings = (findings: readonly GrammarFinding[]): GrammarFinding[] => {
  const kept: GrammarFinding[] = [];
  for (const finding of [...findings].sort(compare)) {
    const clash = kept.some(
      (other) =>
        overlaps(other, finding) && (other.source !== finding.source || (other.start === finding.start && other.end === finding.end)),
    );
    if (!clash) {
      kept.push(finding);
    }
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
};
