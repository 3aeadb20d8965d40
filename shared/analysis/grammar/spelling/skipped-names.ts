import { NAME_BEFORE } from "../harper-misfires";
import { isInsideSentence } from "./inside-sentence";
import { hasWordWithinOneEdit } from "./one-edit";

/**
 * Capitalised words whose Harper spelling finding Wordloom would drop whatever Harper suggests, so
 * Harper need not search suggestions for them (a suggestion search costs ~3 ms a word, 26 ms for an
 * 11-letter name, and such words are mostly names):
 *   - the second word of a name ("Diana Krall", "Mr. Bacchan"), a misfire in harper-misfires.ts;
 *   - a capitalised word inside a sentence ("Amitabh", "Belgrano", "Kieslowski's") with no dictionary
 *     word within one edit: harper.ts flags one only when a suggestion is one edit away ("Goverments"
 *     → "Governments"), and Harper's suggestions are dictionary words.
 * Both tests are the ones the findings pass through, on the same text, so skipping changes no finding.
 */

export interface SpellingLexicon {
  /** Every form of Harper's dictionary, in lower case. */
  words: ReadonlySet<string>;
  /** The characters of those forms. */
  alphabet: readonly string[];
}

/** A word as harper.ts's name test reads it: a capital, lower-case letters, maybe "'s", standing alone. */
const TITLE_CASE_WORD = /(?<![\p{L}\p{M}\p{N}'’])\p{Lu}\p{Ll}+(?:['’]s)?(?![\p{L}\p{M}\p{N}'’])/gu;
const POSSESSIVE = /['’]s$/u;

/** Answers per lower-cased word, kept between checks (names recur across a user's documents). */
const NEIGHBOUR_CACHE_LIMIT = 20_000;
const neighbourCache = new Map<string, boolean>();

const hasNeighbour = (word: string, lexicon: SpellingLexicon): boolean => {
  // The dictionary writes the possessive with a straight apostrophe.
  const key = word.toLowerCase().replace("’", "'");
  let answer = neighbourCache.get(key);
  if (answer === undefined) {
    answer = hasWordWithinOneEdit(key, lexicon.words, lexicon.alphabet);
    if (neighbourCache.size >= NEIGHBOUR_CACHE_LIMIT) {
      neighbourCache.clear();
    }
    neighbourCache.set(key, answer);
  }
  return answer;
};

/** The spans of `text` whose spelling finding would be dropped (see above). */
export const skippedNameSpans = (text: string, lexicon: SpellingLexicon): Array<{ start: number; end: number }> => {
  const spans: Array<{ start: number; end: number }> = [];
  for (const match of text.matchAll(TITLE_CASE_WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 40), start);
    const secondNameWord = !POSSESSIVE.test(match[0]) && NAME_BEFORE.test(before);
    if (secondNameWord || (isInsideSentence(text, start) && !hasNeighbour(match[0], lexicon))) {
      spans.push({ start, end });
    }
  }
  return spans;
};

/** `text` with `spans` blanked (same length, so every other word keeps its offsets). */
export const blankSpans = (text: string, spans: ReadonlyArray<{ start: number; end: number }>): string => {
  let blanked = "";
  let from = 0;
  for (const { start, end } of spans) {
    blanked += text.slice(from, start) + " ".repeat(end - start);
    from = end;
  }
  return blanked + text.slice(from);
};
