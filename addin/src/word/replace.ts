import { queueRemoveHighlight, type HighlightedRange } from "./highlight";

/** The range no longer holds the flagged text (the user edited it since the check): nothing was replaced. */
export class RangeChangedError extends Error {
  constructor() {
    super("the text changed since the check");
    this.name = "RangeChangedError";
  }
}

export interface ReplaceOptions {
  /** Record the replacement as a tracked change (needs WordApi 1.4). */
  trackChanges: boolean;
}

/**
 * Replaces a highlighted range's text (insertText with "Replace") when it still holds the flagged
 * text, after putting its highlight back the way it was so the new text does not inherit it.
 * With trackChanges the replacement is recorded as a revision: tracking is switched on for the
 * edit and back off if it was off. The range is untracked afterwards. Two round trips.
 */
export const replaceRange = (entry: HighlightedRange, replacement: string, { trackChanges }: ReplaceOptions): Promise<void> =>
  Word.run(entry.range, async (context) => {
    entry.range.load("text");
    if (trackChanges) {
      context.document.load("changeTrackingMode");
    }
    await context.sync();
    if (entry.range.text !== entry.expectedText) {
      throw new RangeChangedError();
    }
    queueRemoveHighlight(entry);
    let restoreMode: Word.ChangeTrackingMode | "Off" | "TrackAll" | "TrackMineOnly" | null = null;
    if (trackChanges && context.document.changeTrackingMode === "Off") {
      context.document.changeTrackingMode = "TrackAll";
      restoreMode = "Off";
    }
    entry.range.insertText(replacement, "Replace");
    if (restoreMode) {
      context.document.changeTrackingMode = restoreMode;
    }
    entry.range.untrack();
    await context.sync();
  });

/** Removes the highlights of these ranges and stops tracking them (one round trip). */
export const releaseRanges = async (entries: readonly HighlightedRange[]): Promise<void> => {
  const [first] = entries;
  if (!first) {
    return;
  }
  await Word.run(first.range, async (context) => {
    for (const entry of entries) {
      queueRemoveHighlight(entry);
      entry.range.untrack();
    }
    await context.sync();
  });
};

/** Selects (and scrolls to) a range. */
export const selectRange = (entry: HighlightedRange): Promise<void> =>
  Word.run(entry.range, async (context) => {
    entry.range.select();
    await context.sync();
  });
