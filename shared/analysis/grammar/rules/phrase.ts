import {
  CLAUSE_OPENERS,
  FUNCTION_WORDS,
  isModifier,
  isNoun,
  isPluralNoun,
  isSingularNoun,
  NEUTRAL_DETERMINERS,
  PLURAL_DETERMINERS,
  PREPOSITIONS,
  SINGULAR_DETERMINERS,
} from "./lexicon";
import type { Token } from "./tokens";

/** A noun phrase: optional determiner, modifiers, and a listed noun as its head. */
export interface NounPhrase {
  determiner?: Token;
  head: Token;
  number: "singular" | "plural";
  /** Index of the first token after the phrase. */
  next: number;
  /** The tokens between the determiner and the head. */
  modifiers: Token[];
}

const MAX_MODIFIERS = 4;

const isDeterminer = (token: Token): boolean =>
  SINGULAR_DETERMINERS.has(token.lower) || PLURAL_DETERMINERS.has(token.lower) || NEUTRAL_DETERMINERS.has(token.lower);

/**
 * The noun phrase starting at `index`: an optional determiner, up to four modifiers, then a listed
 * noun that ends the run of modifiers and nouns (its head). Null when the words do not form one.
 * `afterDeterminer`: the caller has already read a determiner before `index` ("this fishing limits").
 */
export const nounPhraseAt = (
  tokens: readonly Token[],
  index: number,
  { requireDeterminer = false, afterDeterminer = false } = {},
): NounPhrase | null => {
  let position = index;
  const first = tokens[position];
  if (!first || first.kind !== "word") {
    return null;
  }
  let determiner: Token | undefined;
  if (isDeterminer(first)) {
    determiner = first;
    position += 1;
  } else if (requireDeterminer) {
    return null;
  }
  const run: Token[] = [];
  while (run.length <= MAX_MODIFIERS) {
    const token = tokens[position];
    if (!token || token.kind !== "word" || FUNCTION_WORDS.has(token.lower) || !(isNoun(token.lower) || isModifier(token.lower))) {
      break;
    }
    run.push(token);
    position += 1;
  }
  // "the quality mentioned in…", "the car parked outside": a participle after the noun follows the phrase.
  while (
    run.length > 1 &&
    /(?:ed|ing)$/.test(run[run.length - 1]?.lower ?? "") &&
    !isNoun(run[run.length - 1]?.lower ?? "") &&
    isNoun(run[run.length - 2]?.lower ?? "")
  ) {
    run.pop();
    position -= 1;
  }
  const head = run[run.length - 1];
  if (!head || !isNoun(head.lower)) {
    return null;
  }
  // "Taking risks teaches…": without a determiner, an -ing word opens a gerund phrase, not a noun phrase.
  if (!determiner && !afterDeterminer && run.length > 1 && /ing$/.test(run[0]?.lower ?? "")) {
    return null;
  }
  // Names and titles ("The Times", "the Beatles") have their own number.
  if (run.some((token, offset) => /\p{Lu}/u.test(token.text) && !(offset === 0 && !determiner && token.index === 0))) {
    return null;
  }
  const number = isPluralNoun(head.lower) ? "plural" : isSingularNoun(head.lower) ? "singular" : null;
  if (!number) {
    return null;
  }
  return { ...(determiner ? { determiner } : {}), head, number, next: position, modifiers: run.slice(0, -1) };
};

/**
 * Skips prepositional phrases after a subject ("on the shed", "of the old houses in town"): returns
 * the index of the first token after them, or `index` when none starts there. The phrases may hold
 * up to `maxWords` words, none of them a function word or punctuation.
 */
export const skipPrepositionalPhrases = (
  tokens: readonly Token[],
  index: number,
  isStop: (token: Token) => boolean,
  maxWords = 7,
): number => {
  const first = tokens[index];
  if (!first || !PREPOSITIONS.has(first.lower)) {
    return index;
  }
  let position = index + 1;
  let words = 0;
  while (words < maxWords) {
    const token = tokens[position];
    if (!token || token.kind !== "word") {
      return index;
    }
    if (isStop(token) && words > 0) {
      const previous = tokens[position - 1];
      // The phrase must end with a noun-like word, not with a preposition or determiner.
      if (previous && (PREPOSITIONS.has(previous.lower) || FUNCTION_WORDS.has(previous.lower) || isDeterminerWord(previous.lower))) {
        return index;
      }
      return position;
    }
    if (FUNCTION_WORDS.has(token.lower) && !isDeterminerWord(token.lower)) {
      return index;
    }
    if (/ly$/.test(token.lower) && token.lower.length > 4) {
      return index;
    }
    position += 1;
    words += 1;
  }
  return index;
};

const isDeterminerWord = (word: string): boolean =>
  SINGULAR_DETERMINERS.has(word) || PLURAL_DETERMINERS.has(word) || NEUTRAL_DETERMINERS.has(word);

/** Introductory phrases after which a clause starts even without a comma ("In this case student learn…"). */
const INTRODUCTORY_PHRASES = [
  "in this case",
  "in that case",
  "for example",
  "for instance",
  "in my opinion",
  "in addition",
  "of course",
  "on the other hand",
  "in fact",
  "as a result",
  "in general",
  "in conclusion",
  "in other words",
  "first of all",
  "at the same time",
  "these days",
  "in the past",
  "in the future",
  "nowadays",
  "in this way",
].map((phrase) => phrase.split(" "));

const INTRODUCTORY_FIRST_WORDS = new Set(INTRODUCTORY_PHRASES.map((words) => words[0]));

const followsIntroductoryPhrase = (tokens: readonly Token[], index: number): boolean =>
  INTRODUCTORY_FIRST_WORDS.has(tokens[0]?.lower) &&
  INTRODUCTORY_PHRASES.some((words) => words.length === index && words.every((word, offset) => tokens[offset]?.lower === word));

/** Whether a clause can start at `index`: sentence start, after punctuation that separates clauses, or after a clause opener. */
export const isClauseStart = (tokens: readonly Token[], index: number): boolean => {
  if (index === 0 || (index <= 4 && followsIntroductoryPhrase(tokens, index))) {
    return true;
  }
  const previous = tokens[index - 1];
  if (!previous) {
    return false;
  }
  if (previous.kind === "punct") {
    // A closing quote ("the "L" system is") does not start a clause: it touches the word before it.
    if (previous.text === '"' && tokens[index - 2]?.end === previous.start) {
      return false;
    }
    return /^[,;:(\u2014\u2013"“]$/.test(previous.text);
  }
  // "Recently scientists have…", "Second the amount…": an adverb in -ly or an ordinal that opens the sentence.
  // ("First effect is…": an ordinal before a noun belongs to the noun phrase.)
  const ordinalOpener = /^(?:First|Second|Third|Next|Last)$/.test(previous.text) && !isNoun(tokens[index]?.lower ?? "");
  if (index === 1 && (/^\p{Lu}\p{Ll}{3,}ly$/u.test(previous.text) || ordinalOpener)) {
    return true;
  }
  return CLAUSE_OPENERS.has(previous.lower);
};
