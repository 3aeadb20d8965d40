/**
 * Whether a word set holds a word within one edit of `word` (optimal string alignment: one letter
 * deleted, inserted, replaced, or two neighbours swapped), the same distance `editDistance(…, 1)`
 * measures. Every variant of `word` one edit away is looked up: about 2 × 26 × its length lookups,
 * cheap next to a spelling-suggestion search.
 */

/** The characters the set's words are made of (the letters an insertion or replacement may bring). */
export const alphabetOf = (words: Iterable<string>): string[] => {
  const characters = new Set<string>();
  for (const word of words) {
    for (const character of word) {
      characters.add(character);
    }
  }
  return [...characters];
};

export const hasWordWithinOneEdit = (word: string, words: ReadonlySet<string>, alphabet: readonly string[]): boolean => {
  if (words.has(word)) {
    return true;
  }
  const characters = [...word];
  const join = (parts: readonly string[]): string => parts.join("");
  for (let at = 0; at < characters.length; at += 1) {
    if (words.has(join([...characters.slice(0, at), ...characters.slice(at + 1)]))) {
      return true;
    }
    const next = characters[at + 1];
    const current = characters[at];
    if (next !== undefined && current !== undefined && next !== current) {
      const swapped = [...characters];
      swapped[at] = next;
      swapped[at + 1] = current;
      if (words.has(join(swapped))) {
        return true;
      }
    }
  }
  for (let at = 0; at <= characters.length; at += 1) {
    const before = join(characters.slice(0, at));
    const after = join(characters.slice(at));
    const replacedAfter = join(characters.slice(at + 1));
    for (const character of alphabet) {
      if (words.has(before + character + after)) {
        return true;
      }
      if (at < characters.length && words.has(before + character + replacedAfter)) {
        return true;
      }
    }
  }
  return false;
};
