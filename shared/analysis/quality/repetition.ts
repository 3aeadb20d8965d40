import { STOPWORDS } from "./stopwords";
import { normalizeWord } from "./words";

/**
 * Repetitiveness: how often a content word, or a pair of adjacent content words, comes back within
 * a short span.
 *
 *   content words  = words that are not function words (STOPWORDS), have at least 3 characters and a letter,
 *                    compared by a light stem (lower case, no possessive 's, no plural -s)
 *   a word repeats  when its stem is among the previous 25 content words (about two sentences)
 *   a pair repeats  when the same adjacent pair of stems is among the previous 25 pairs
 *   R              = (repeated words + repeated pairs) / (content words + pairs)
 *   repetitiveness = clamp(100 − 200 × R, 0, 100)
 *
 * Direction: like the other three quality bars, higher is better, so 100 means nothing repeats
 * and the spec's bands 80/60/40/20 read as for uniqueness. Technical and legal prose, which repeats
 * its terms, measures R = 0.10–0.15 (the requests user guide 0.106, Apache-2.0 0.117, GPL-3 0.129,
 * MPL-2.0 0.147), so 70–79; R = 0.5, every other unit an echo, scores 0. A repeated pair weighs on
 * top of its two repeated words, so repeated phrases count more than repeated single words.
 *
 * Counts restart at each block so a block's counts can be cached; the document figure sums them.
 */

const REPETITION_WINDOW = 25;

/** The sums the repetitiveness score is computed from. */
export interface RepetitionCounts {
  /** Content words plus adjacent content-word pairs. */
  units: number;
  /** Those that repeat within the window. */
  repeats: number;
}

export const EMPTY_REPETITION: RepetitionCounts = { units: 0, repeats: 0 };

const LETTER = /\p{L}/u;

/** The comparison stem of a content word, or null for a function word, a word under 3 characters or a number. */
export const contentStem = (word: string): string | null => {
  if (word.length < 3) {
    return null;
  }
  const normalized = normalizeWord(word);
  const lower = normalized.endsWith("'s") ? normalized.slice(0, -2) : normalized;
  if (lower.length < 3 || STOPWORDS.has(lower) || !LETTER.test(lower)) {
    return null;
  }
  return lower.length > 3 && lower.endsWith("s") && !/(ss|us|is)$/.test(lower) ? lower.slice(0, -1) : lower;
};

/** Remembers where each item was last seen, to tell whether it recurs within the window. */
class RecentItems {
  private readonly lastSeen = new Map<string, number>();
  private count = 0;

  /** Records `item` and says whether it was among the previous `window` items. */
  seenAgain(item: string, window: number): boolean {
    const last = this.lastSeen.get(item);
    const repeated = last !== undefined && this.count - last <= window;
    this.lastSeen.set(item, this.count);
    this.count += 1;
    return repeated;
  }
}

/** Repetition counts of a run of words (one block). */
export const repetitionCounts = (words: readonly string[]): RepetitionCounts => {
  const stems = new RecentItems();
  const pairs = new RecentItems();
  let units = 0;
  let repeats = 0;
  let previous: string | null = null;
  for (const word of words) {
    const stem = contentStem(word);
    if (stem === null) {
      continue;
    }
    units += 1;
    if (stems.seenAgain(stem, REPETITION_WINDOW)) {
      repeats += 1;
    }
    if (previous !== null) {
      units += 1;
      if (pairs.seenAgain(`${previous} ${stem}`, REPETITION_WINDOW)) {
        repeats += 1;
      }
    }
    previous = stem;
  }
  return { units, repeats };
};

export const addRepetition = (a: RepetitionCounts, b: RepetitionCounts): RepetitionCounts => ({
  units: a.units + b.units,
  repeats: a.repeats + b.repeats,
});

/** repetitiveness = clamp(100 − 200 × repeats / units, 0, 100); null when there are no content words. */
export const repetitivenessOf = ({ units, repeats }: RepetitionCounts): number | null =>
  units === 0 ? null : Math.min(100, Math.max(0, 100 - (200 * repeats) / units));
