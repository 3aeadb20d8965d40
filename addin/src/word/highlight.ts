import type { LocatedRange } from "./locate-ranges";
import type { WordSupport } from "./word-support";

/** A finding's range kept across batches (tracked), and how to undo its highlight. */
export interface HighlightedRange {
  key: string;
  range: Word.Range;
  /** The flagged text the range held when highlighted (checked again before replacing). */
  expectedText: string;
  /**
   * "temporary": Range.highlight() (WordApi 1.8), undone with removeHighlight(); "persistent":
   * font.highlightColor was set, and `previousColor` is what to put back (null: none);
   * "none": the range already had mixed highlight colours, so it was left alone rather than
   * lose them.
   */
  mode: "temporary" | "persistent" | "none";
  previousColor: string | null;
}

/**
 * Highlights the located ranges in two round trips: read each range's text (and current highlight
 * colour), then highlight the ranges whose text is still the flagged text and track them for
 * accept, discard and clear. Ranges whose text differs are dropped (their cards stay, unhighlighted).
 */
export const applyHighlights = async (
  context: Word.RequestContext,
  located: readonly LocatedRange[],
  colorFor: (key: string) => string,
  support: Pick<WordSupport, "temporaryHighlight">,
): Promise<HighlightedRange[]> => {
  if (located.length === 0) {
    return [];
  }
  for (const { range } of located) {
    range.load(support.temporaryHighlight ? "text" : "text,font/highlightColor");
  }
  await context.sync();

  const highlighted: HighlightedRange[] = [];
  for (const { key, range, expectedText } of located) {
    if (range.text !== expectedText) {
      continue;
    }
    if (support.temporaryHighlight) {
      range.highlight();
      highlighted.push({ key, range, expectedText, mode: "temporary", previousColor: null });
    } else if (range.font.highlightColor === "") {
      // Mixed colours: one value cannot restore them, so this range is not highlighted.
      highlighted.push({ key, range, expectedText, mode: "none", previousColor: null });
    } else {
      const previousColor = range.font.highlightColor;
      range.font.highlightColor = colorFor(key);
      highlighted.push({ key, range, expectedText, mode: "persistent", previousColor });
    }
    range.track();
  }
  await context.sync();
  return highlighted;
};

/** Queues undoing one range's highlight (the caller syncs). */
export const queueRemoveHighlight = (entry: HighlightedRange): void => {
  if (entry.mode === "temporary") {
    entry.range.removeHighlight();
  } else if (entry.mode === "persistent") {
    // The colour the range had before, exactly: null where it had none (never a blanket null).
    entry.range.font.highlightColor = entry.previousColor as string;
  }
};
