/**
 * Harper's removal of overlapping lints (`remove_overlaps_map`, what `dedup: true` does inside one
 * linter), done here over the lints of both of Wordloom's Harper linters, so that running SpellCheck
 * apart keeps the findings of one pass. Of lints that overlap, Harper keeps the one that starts
 * first, then the longest, then the lowest priority value, then the first in rule-name order; a lint
 * is dropped when it starts before the end of the last one kept.
 */

export interface RankedLint {
  rule: string;
  start: number;
  end: number;
  priority: number;
}

const byRuleName = (a: RankedLint, b: RankedLint): number => (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);

/** The lints Harper's overlap removal keeps, in document order. Lints of one rule keep their given order among ties. */
export const withoutOverlaps = <T extends RankedLint>(lints: readonly T[]): T[] => {
  // Harper iterates a map sorted by rule name, then sorts stably by priority, then by (start, -end).
  const ordered = [...lints].sort(byRuleName);
  const rank = new Map(ordered.map((lint, index) => [lint, index]));
  ordered.sort((a, b) => a.start - b.start || b.end - a.end || a.priority - b.priority || (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  const kept: T[] = [];
  let end = 0;
  for (const lint of ordered) {
    if (lint.start >= end) {
      kept.push(lint);
      end = lint.end;
    }
  }
  return kept;
};
