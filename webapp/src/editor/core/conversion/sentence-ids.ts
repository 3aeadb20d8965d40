import { newId } from "../ids";

/** Minimum Dice similarity (character pairs) for an edited sentence to keep its id. */
const SIMILAR_SENTENCE_THRESHOLD = 0.5;

const bigrams = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  const normalized = text.toLowerCase().replace(/\s+/g, " ").trim();
  for (let index = 0; index < normalized.length - 1; index += 1) {
    const pair = normalized.slice(index, index + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
};

/** Whether an edited sentence is still "the same sentence": one contains the other, or Dice ≥ 0.5. */
export const isSimilarSentence = (before: string, after: string): boolean => {
  const left = before.trim().toLowerCase();
  const right = after.trim().toLowerCase();
  if (!left || !right) {
    return false;
  }
  if (left.includes(right) || right.includes(left)) {
    return true;
  }
  const leftPairs = bigrams(left);
  const rightPairs = bigrams(right);
  let shared = 0;
  let total = 0;
  for (const count of leftPairs.values()) {
    total += count;
  }
  for (const [pair, count] of rightPairs) {
    total += count;
    shared += Math.min(count, leftPairs.get(pair) ?? 0);
  }
  return total > 0 && (2 * shared) / total >= SIMILAR_SENTENCE_THRESHOLD;
};

interface IdentifiedText {
  id: string;
  text: string;
}

/**
 * Ids for a block's new sentences, given its previous ones (the rule, in order):
 * 1. the previous sentence at the same index with the same text keeps its id;
 * 2. else a previous sentence with the same text elsewhere in the block (not yet taken) lends its
 *    id, so inserting or deleting a sentence does not renumber the others;
 * 3. else the previous sentence at the same index, if not taken and similar (isSimilarSentence),
 *    keeps its id: typing inside a sentence keeps it;
 * 4. else a new id.
 */
export const assignSentenceIds = (texts: readonly string[], previous: readonly IdentifiedText[] = []): string[] => {
  const taken = new Set<number>();
  const ids: (string | undefined)[] = texts.map((text, index) => {
    if (previous[index]?.text === text) {
      taken.add(index);
      return previous[index].id;
    }
    return undefined;
  });
  texts.forEach((text, index) => {
    if (ids[index] !== undefined) {
      return;
    }
    const match = previous.findIndex((sentence, previousIndex) => !taken.has(previousIndex) && sentence.text === text);
    if (match >= 0) {
      taken.add(match);
      ids[index] = previous[match]?.id;
    }
  });
  return texts.map((text, index) => {
    const known = ids[index];
    if (known !== undefined) {
      return known;
    }
    const sameIndex = previous[index];
    if (sameIndex && !taken.has(index) && isSimilarSentence(sameIndex.text, text)) {
      taken.add(index);
      return sameIndex.id;
    }
    return newId();
  });
};
