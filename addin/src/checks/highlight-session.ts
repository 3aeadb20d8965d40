import type { HighlightedRange } from "../word/highlight";
import { RangeChangedError, releaseRanges, replaceRange, selectRange } from "../word/replace";

/**
 * The highlighted ranges of the current results, by finding key. Word operations run one at a
 * time (they share one request context), and a range leaves the session once accepted, discarded
 * or cleared.
 */
export class HighlightSession {
  private ranges = new Map<string, HighlightedRange>();
  private queue: Promise<unknown> = Promise.resolve();

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  has(key: string): boolean {
    return this.ranges.has(key);
  }

  /** Keys with a range (highlighted or, for mixed colours, only located). */
  get keys(): string[] {
    return [...this.ranges.keys()];
  }

  /** Takes over a new check's ranges; the previous ones must have been cleared. */
  adopt(highlights: readonly HighlightedRange[]): void {
    this.ranges = new Map(highlights.map((entry) => [entry.key, entry]));
  }

  /**
   * Writes the replacement into the document. When the text changed since the check, nothing is
   * written, the highlight is removed and RangeChangedError is thrown.
   */
  accept(key: string, replacement: string, trackChanges: boolean): Promise<void> {
    const entry = this.ranges.get(key);
    if (!entry) {
      return Promise.reject(new Error(`no range for ${key}`));
    }
    return this.enqueue(async () => {
      try {
        await replaceRange(entry, replacement, { trackChanges });
        this.ranges.delete(key);
      } catch (error) {
        if (error instanceof RangeChangedError) {
          this.ranges.delete(key);
          await releaseRanges([entry]);
        }
        throw error;
      }
    });
  }

  /** Removes one finding's highlight. */
  discard(key: string): Promise<void> {
    const entry = this.ranges.get(key);
    this.ranges.delete(key);
    return entry ? this.enqueue(() => releaseRanges([entry])) : Promise.resolve();
  }

  /** Removes every highlight (clearing results, changing tool, a new check). */
  clear(): Promise<void> {
    const entries = [...this.ranges.values()];
    this.ranges = new Map();
    return this.enqueue(() => releaseRanges(entries));
  }

  /** Undoes highlights that never joined the session (a check that finished after its results were cleared). */
  release(highlights: readonly HighlightedRange[]): Promise<void> {
    return this.enqueue(() => releaseRanges(highlights));
  }

  select(key: string): Promise<void> {
    const entry = this.ranges.get(key);
    return entry ? this.enqueue(() => selectRange(entry)) : Promise.resolve();
  }
}
