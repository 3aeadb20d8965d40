import { syllable } from "syllable";

/**
 * Syllables per word. The CMU Pronouncing Dictionary gives exact counts: a pronunciation's
 * syllables are its vowel phonemes, which are the ARPAbet symbols carrying a stress digit
 * ("AW1 ER0" for "hour" = 2). Words it lacks fall back to the `syllable` package's rules, which
 * match CMUdict on ~96% of running text (misses: hour, fire, walked). Every word has at least one
 * syllable; a hyphenated word the dictionary lacks is the sum of its parts.
 *
 * The dictionary is 4.6 MB of JavaScript, so it is loaded on demand with `loadSyllableDictionary()`
 * (the server loads it at start; a browser may skip it and live with the rule-based counts). Until it
 * is loaded every count comes from the rules.
 */

type Pronunciations = Readonly<Record<string, string>>;

let dictionary: Pronunciations | null = null;
let loading: Promise<void> | null = null;

/** Loads CMUdict once; later calls return the same promise. */
export const loadSyllableDictionary = (): Promise<void> => {
  loading ??= import("cmu-pronouncing-dictionary").then((module) => {
    dictionary = module.dictionary;
  });
  return loading;
};

export const isSyllableDictionaryLoaded = (): boolean => dictionary !== null;

/** Vowel phonemes of an ARPAbet pronunciation: the symbols with a stress digit 0, 1 or 2. */
export const vowelPhonemes = (pronunciation: string): number => pronunciation.match(/[012]/g)?.length ?? 0;

const pronunciationOf = (word: string): string | undefined =>
  dictionary && Object.hasOwn(dictionary, word) ? dictionary[word] : undefined;

/**
 * CMUdict's count, or null when the dictionary is not loaded or lacks the word. Words split off
 * "U.S." lose their final dot, and CMUdict lists the abbreviation with it ("u.s." = Y UW2 EH1 S), so
 * a dotted word is looked up with its dot first.
 */
const fromDictionary = (word: string): number | null => {
  const pronunciation = word.includes(".") ? (pronunciationOf(`${word}.`) ?? pronunciationOf(word)) : pronunciationOf(word);
  return pronunciation === undefined ? null : vowelPhonemes(pronunciation);
};

const fromRules = (word: string): number => (/\p{L}/u.test(word) ? syllable(word) : 1);

/** Syllables of one word, uncached. */
const countSyllables = (word: string): number => {
  const lower = word.toLowerCase().replace(/’/g, "'");
  const exact = fromDictionary(lower);
  if (exact !== null) {
    return Math.max(1, exact);
  }
  if (/[-‐]/.test(lower)) {
    return lower
      .split(/[-‐]/)
      .filter((part) => part !== "")
      .reduce((total, part) => total + countSyllables(part), 0);
  }
  return Math.max(1, fromRules(lower));
};

/**
 * The words of a document repeat, so counts are remembered per written word (bounded). The memory
 * is cleared when the dictionary loads, since counts change then.
 */
const counted = new Map<string, number>();
const COUNT_CACHE_LIMIT = 50_000;
let countedWithDictionary = false;

/** Syllables in one word (as `wordsOf` splits words): CMUdict first, then the rules; at least 1. */
export const syllablesOf = (word: string): number => {
  if (countedWithDictionary !== (dictionary !== null)) {
    counted.clear();
    countedWithDictionary = dictionary !== null;
  }
  const known = counted.get(word);
  if (known !== undefined) {
    return known;
  }
  const count = countSyllables(word);
  if (counted.size >= COUNT_CACHE_LIMIT) {
    counted.clear();
  }
  counted.set(word, count);
  return count;
};
