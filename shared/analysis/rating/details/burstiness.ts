/** Sentence-length statistics behind the AI-style heuristic. */
export interface LengthSpread {
  /** Coefficient of variation: standard deviation / mean of sentence lengths in words. */
  variation: number;
  /** The busiest window of WINDOW consecutive lengths ("18–22 words") and how many sentences fall in it. */
  window: { from: number; to: number; sentences: number };
}

/** Width of the length window messages quote: 5 lengths, e.g. 18–22 words. */
const WINDOW = 5;

/** Spread of sentence lengths; null for fewer than two sentences. */
export const lengthSpread = (lengths: readonly number[]): LengthSpread | null => {
  if (lengths.length < 2) {
    return null;
  }
  const mean = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
  const variance = lengths.reduce((sum, length) => sum + (length - mean) ** 2, 0) / lengths.length;
  const sorted = [...lengths].sort((first, second) => first - second);
  let best = { from: sorted[0] ?? 0, to: (sorted[0] ?? 0) + WINDOW - 1, sentences: 0 };
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= WINDOW) {
      start += 1;
    }
    if (end - start + 1 > best.sentences) {
      const from = sorted[start] ?? 0;
      best = { from, to: from + WINDOW - 1, sentences: end - start + 1 };
    }
  }
  return { variation: mean === 0 ? 0 : Math.sqrt(variance) / mean, window: best };
};
