import { PII_PRIORITY } from "./sensitivity";
import type { PiiSpan } from "./types";

const rank = (span: PiiSpan): number => PII_PRIORITY[span.entityType] + (span.validated ? 1000 : 0);

/**
 * Overlapping detections resolved: checksum-validated spans (cards, IBANs) first, then by type
 * priority (see PII_PRIORITY), then the longer span, then the earlier one. The survivors never
 * overlap and come back in text order.
 */
export const resolveOverlaps = (spans: readonly PiiSpan[]): PiiSpan[] => {
  const ordered = [...spans].sort((a, b) => rank(b) - rank(a) || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: PiiSpan[] = [];
  for (const span of ordered) {
    if (span.end > span.start && !kept.some((other) => other.start < span.end && span.start < other.end)) {
      kept.push(span);
    }
  }
  return kept.sort((a, b) => a.start - b.start);
};
