import type { AnalysisBlock } from "../types";
import type { Upos } from "../nlp/upos";
import { type PosToken, tagText } from "./pos";
import { STOP_WORDS } from "./stop-words";
import { countWords, termOf } from "./terms";

/**
 * Spec 2 §5: "Keyword generation needs a minimum word count: 'You need a minimum of {n} words to
 * generate a keyword.'" The spec leaves n open; Wordloom uses 50 words: below that a text rarely
 * repeats any noun, and every phrase ties.
 */
export const KEYWORD_MIN_WORDS = 50;
const DEFAULT_KEYWORD_COUNT = 10;
/** Longest keyphrase, in words. */
const MAX_KEYPHRASE_WORDS = 3;

export const keywordMinimumMessage = (minWords: number): string => `You need a minimum of ${minWords} words to generate a keyword.`;

export interface Keyword {
  /** The phrase as most often written in the text ("varroa mite", "Brightdesk"). */
  keyword: string;
  /** count(p) × mean tf of its words (see extractKeywords), rounded to 2 decimals. */
  score: number;
  /** How many times the phrase occurs. */
  count: number;
}

export type KeywordsResult =
  | { ok: true; keywords: Keyword[]; words: number }
  | { ok: false; reason: "TOO_FEW_WORDS"; message: string; words: number; minWords: number };

export interface KeywordOptions {
  minWords?: number;
  limit?: number;
}

const PHRASE_TAGS: ReadonlySet<Upos> = new Set(["ADJ", "NOUN", "PROPN"]);
const HEAD_TAGS: ReadonlySet<Upos> = new Set(["NOUN", "PROPN"]);
/** A noun right before one of these is usually a verb the tagger missed ("workers fan it", "Mix the flour"). */
const OBJECT_TAGS: ReadonlySet<Upos> = new Set(["DET", "PRON"]);
/** A sentence's first word followed by one of these is usually an imperative ("Order 2 now", "Sign up today"). */
const AFTER_IMPERATIVE_TAGS: ReadonlySet<Upos> = new Set(["DET", "PRON", "NUM"]);
const AFTER_IMPERATIVE_WORDS: ReadonlySet<string> = new Set(["up", "out", "off", "down", "now", "today"]);
const PLAIN_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

interface Word {
  term: string;
  token: PosToken;
  /** An adjective or noun that is not a stop word. */
  isCandidate: boolean;
  opensSentence: boolean;
}

interface Occurrence {
  words: Word[];
  text: string;
}

const isFullStop = (text: string, token: PosToken | undefined): boolean => !token || /^[.!?]$/.test(text.slice(token.start, token.end));

/** The block's tokens with candidacy decided (wink-nlp tags, with the verb repair above). */
const wordsOf = (text: string): Word[] => {
  const tokens = tagText(text);
  return tokens.map((token, index) => {
    const next = tokens[index + 1];
    const written = text.slice(token.start, token.end);
    const opensSentence = isFullStop(text, tokens[index - 1]);
    const looksLikeVerb =
      next !== undefined &&
      ((token.pos === "NOUN" && OBJECT_TAGS.has(next.pos)) ||
        (opensSentence && (AFTER_IMPERATIVE_TAGS.has(next.pos) || AFTER_IMPERATIVE_WORDS.has(next.normal))));
    const isCandidate =
      PHRASE_TAGS.has(token.pos) && !looksLikeVerb && PLAIN_WORD.test(written) && written.length > 1 && !STOP_WORDS.has(token.normal);
    return { term: termOf(token.normal), token, isCandidate, opensSentence };
  });
};

/** Noun phrases: runs of adjacent candidate words, cut back to end on a noun, at most 3 words. */
const nounPhrasesOf = (text: string, words: readonly Word[]): Occurrence[] => {
  const phrases: Occurrence[] = [];
  let run: Word[] = [];
  const close = () => {
    let end = run.length - 1;
    while (end >= 0 && !HEAD_TAGS.has(run[end]?.token.pos ?? "X")) {
      end -= 1;
    }
    const kept = run.slice(0, end + 1);
    if (kept.length > 0 && kept.length <= MAX_KEYPHRASE_WORDS) {
      phrases.push({ words: kept, text });
    }
    run = [];
  };
  words.forEach((word, position) => {
    const previous = words[position - 1];
    const adjacent = previous !== undefined && text.slice(previous.token.end, word.token.start).trim() === "";
    if (!word.isCandidate || (run.length > 0 && !adjacent)) {
      close();
    }
    if (word.isCandidate) {
      run.push(word);
    }
  });
  close();
  return phrases;
};

/**
 * How the phrase is written. A sentence opener's capital is not part of the word ("Honeybees live"
 * → "honeybees") unless the text also capitalises it mid-sentence ("Python is…", "…in Python").
 */
const spellingOf = ({ words, text }: Occurrence, capitalisedMidSentence: ReadonlySet<string>): string => {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) {
    return "";
  }
  const written = text.slice(first.token.start, last.token.end);
  const keepCapital = !first.opensSentence || capitalisedMidSentence.has(first.token.normal) || /^\p{Lu}{2}/u.test(written);
  return keepCapital ? written : written.charAt(0).toLowerCase() + written.slice(1);
};

interface Phrase {
  terms: string[];
  count: number;
  order: number;
  spellings: Map<string, number>;
}

const addPhrase = (phrases: Map<string, Phrase>, terms: string[], spelling: string) => {
  const key = terms.join(" ");
  const phrase = phrases.get(key) ?? { terms, count: 0, order: phrases.size, spellings: new Map<string, number>() };
  phrase.count += 1;
  phrase.spellings.set(spelling, (phrase.spellings.get(spelling) ?? 0) + 1);
  phrases.set(key, phrase);
};

/** The spelling seen most often; on a tie, the one seen first. */
const mostFrequentSpelling = (spellings: ReadonlyMap<string, number>): string => {
  let best = "";
  let bestCount = 0;
  for (const [spelling, count] of spellings) {
    if (count > bestCount) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
};

/**
 * Keywords: noun phrases ranked by how often they and their words occur. Candidates are the noun
 * phrases above (wink-nlp tags: adjectives and nouns, no stop word, ending on a noun, up to 3
 * words), and each phrase's head noun on its own, so "whole wheat flour", "dry flour" and "fresh
 * flour" also count as "flour". With tf(w) the number of phrases holding word stem w:
 *   score(p) = count(p) × mean_{w ∈ p} tf(w)
 * Words and phrases are compared by Porter stem ("honeybee" = "honeybees"). A phrase is skipped when
 * all its words are in better keywords, or when it occurs once and its head noun is already a
 * keyword ("older workers" after "workers"). Ties go to the phrase met first. RAKE (degree/frequency)
 * and TextRank over a co-occurrence graph were tried first: on texts of a few hundred words both put
 * one-off three-word phrases above the nouns the text keeps returning to.
 */
export const extractKeywords = (blocks: readonly AnalysisBlock[], options: KeywordOptions = {}): KeywordsResult => {
  const minWords = options.minWords ?? KEYWORD_MIN_WORDS;
  const limit = options.limit ?? DEFAULT_KEYWORD_COUNT;
  const words = blocks.reduce((total, block) => total + countWords(block.text), 0);
  if (words < minWords) {
    return { ok: false, reason: "TOO_FEW_WORDS", message: keywordMinimumMessage(minWords), words, minWords };
  }
  const tagged = blocks.map((block) => ({ text: block.text, words: wordsOf(block.text) }));
  const capitalisedMidSentence = new Set(
    tagged.flatMap(({ text, words: blockWords }) =>
      blockWords
        .filter((word) => !word.opensSentence && /^\p{Lu}/u.test(text.slice(word.token.start, word.token.end)))
        .map((word) => word.token.normal),
    ),
  );
  const occurrences = tagged.flatMap(({ text, words: blockWords }) => nounPhrasesOf(text, blockWords));
  const termFrequency = new Map<string, number>();
  const phrases = new Map<string, Phrase>();
  for (const occurrence of occurrences) {
    const terms = occurrence.words.map((word) => word.term);
    new Set(terms).forEach((term) => termFrequency.set(term, (termFrequency.get(term) ?? 0) + 1));
    addPhrase(phrases, terms, spellingOf(occurrence, capitalisedMidSentence));
    const head = occurrence.words[occurrence.words.length - 1];
    if (head && occurrence.words.length > 1) {
      addPhrase(phrases, [head.term], spellingOf({ words: [head], text: occurrence.text }, capitalisedMidSentence));
    }
  }
  const ranked = [...phrases.values()]
    .map((phrase) => {
      const meanTf = phrase.terms.reduce((total, term) => total + (termFrequency.get(term) ?? 0), 0) / phrase.terms.length;
      return { phrase, score: phrase.count * meanTf };
    })
    .sort((first, second) => second.score - first.score || first.phrase.order - second.phrase.order);
  const keywords: Keyword[] = [];
  const covered = new Set<string>();
  const heads = new Set<string>();
  for (const { phrase, score } of ranked) {
    const head = phrase.terms[phrase.terms.length - 1] ?? "";
    if (phrase.terms.every((term) => covered.has(term)) || (phrase.count === 1 && heads.has(head))) {
      continue;
    }
    phrase.terms.forEach((term) => covered.add(term));
    heads.add(head);
    keywords.push({ keyword: mostFrequentSpelling(phrase.spellings), score: Math.round(score * 100) / 100, count: phrase.count });
    if (keywords.length >= limit) {
      break;
    }
  }
  return { ok: true, keywords, words };
};
