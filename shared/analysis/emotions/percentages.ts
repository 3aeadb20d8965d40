import { EMOTIONS, DEFAULT_EMOTION, type Emotion } from "./labels";

/** One bar of the Emotions graph: an emotion and its share of the text in percent. */
export interface EmotionValue {
  name: Emotion;
  value: number;
}

/**
 * Shares → whole percentages summing to exactly 100 (largest-remainder rounding: floor every share,
 * then give the missing points to the largest remainders, ties in EMOTIONS order). All-zero input
 * gives the spec's default: neutral 100.
 */
export const toPercentages = (shares: Readonly<Record<Emotion, number>>): EmotionValue[] => {
  const total = EMOTIONS.reduce((sum, emotion) => sum + Math.max(0, shares[emotion]), 0);
  if (!(total > 0)) {
    return EMOTIONS.map((name) => ({ name, value: name === DEFAULT_EMOTION ? 100 : 0 }));
  }
  const exact = EMOTIONS.map((name) => ({ name, exact: (Math.max(0, shares[name]) / total) * 100 }));
  const values = exact.map(({ name, exact: share }) => ({ name, value: Math.floor(share) }));
  let missing = 100 - values.reduce((sum, entry) => sum + entry.value, 0);
  const byRemainder = exact
    .map(({ exact: share }, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    const entry = values[index];
    if (missing <= 0 || !entry) {
      break;
    }
    entry.value += 1;
    missing -= 1;
  }
  return values;
};
