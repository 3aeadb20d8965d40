// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- vader-sentiment has no types; the server program type-checks scripts/ and reaches this file without shared/**/*.d.ts, so the declaration is referenced here
/// <reference path="./vader-sentiment.d.ts" />
import vader, { type PolarityScores, type SentiTextLike } from "vader-sentiment";

/**
 * VADER sentiment (vader-sentiment 1.1.3, Hutto & Gilbert 2014), run through the library's own
 * scoring steps but with a faster tokeniser. The library's SentiText builds, for every text, a map of
 * each word joined to each of 17 punctuation marks (34 strings per word) just to strip one leading
 * or trailing mark; that is most of its cost. `sentiText` below gives the same tokens by trying the
 * marks on each token instead, then `sentiment_valence`, `but_check` and `score_valence` are VADER's
 * own. `scripts/eval/sentiment-eval.ts` checks the compound score equals `polarity_scores` on all
 * 14,805 rated texts.
 */

const analyzer = vader.SentimentIntensityAnalyzer;

/** VADER's PUNC_LIST: the marks stripped from the start or end of a token. */
const PUNCTUATION_MARKS = [".", "!", "?", ",", ";", ":", "-", "'", '"', "!!", "!!!", "??", "???", "?!?", "!?!", "?!?!", "!?!?"];
const ASCII_PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/**
 * VADER's booster and dampener words ("degree adverbs", BOOSTER_DICT in vaderSentiment.js, Apache-2.0).
 * A booster is never scored as a sentiment word itself, so the scoring loop needs the list.
 */
const VADER_BOOSTERS: ReadonlySet<string> = new Set(
  `absolutely amazingly awfully completely considerably decidedly deeply effing enormously entirely especially
  exceptionally extremely fabulously flipping flippin fricking frickin frigging friggin fully fucking greatly hella
  highly hugely incredibly intensely majorly more most particularly purely quite really remarkably so substantially
  thoroughly totally tremendously uber unbelievably unusually utterly very almost barely hardly kinda kindof kind-of
  less little marginally occasionally partly scarcely slightly somewhat sorta sortof sort-of`
    .split(/\s+/)
    .filter((word) => word !== ""),
);

const isUpperPython = (word: string): boolean => /^[^a-z]*[A-Z]+[^a-z]*$/.test(word);

/** First or last characters that can belong to a mark in PUNCTUATION_MARKS. */
const MARK_CHARACTERS = new Set([".", "!", "?", ",", ";", ":", "-", "'", '"']);

/**
 * VADER's tokens: whitespace-split tokens of 2+ characters, one leading or trailing mark removed
 * when what is left is a word of the text (VADER's words: the text without ASCII punctuation, split
 * on whitespace). Most tokens neither start nor end with a mark and are kept as they are.
 */
export const vaderTokens = (text: string): string[] => {
  let words: Set<string> | null = null;
  const isWord = (candidate: string): boolean => {
    words ??= new Set(
      text
        .replace(ASCII_PUNCTUATION, "")
        .split(/\s/)
        .filter((word) => word.length > 1),
    );
    return words.has(candidate);
  };
  const tokens: string[] = [];
  for (const token of text.split(/\s/)) {
    if (token.length <= 1) {
      continue;
    }
    if (!MARK_CHARACTERS.has(token.charAt(0)) && !MARK_CHARACTERS.has(token.charAt(token.length - 1))) {
      tokens.push(token);
      continue;
    }
    let stripped = token;
    for (const mark of PUNCTUATION_MARKS) {
      if (token.startsWith(mark) && isWord(token.slice(mark.length))) {
        stripped = token.slice(mark.length);
        break;
      }
      if (token.endsWith(mark) && isWord(token.slice(0, -mark.length))) {
        stripped = token.slice(0, -mark.length);
        break;
      }
    }
    tokens.push(stripped);
  }
  return tokens;
};

const sentiText = (text: string): SentiTextLike => {
  const tokens = vaderTokens(text);
  const capitals = tokens.filter(isUpperPython).length;
  const difference = tokens.length - capitals;
  return { text, words_and_emoticons: tokens, is_cap_diff: difference > 0 && difference < tokens.length };
};

/** VADER's scores for one text: neg, neu and pos proportions and the compound score in −1..1. */
export const vaderScores = (text: string): PolarityScores => {
  const senti = sentiText(text);
  const tokens = senti.words_and_emoticons;
  let sentiments: number[] = [];
  tokens.forEach((token, index) => {
    const lower = token.toLowerCase();
    if (VADER_BOOSTERS.has(lower) || (lower === "kind" && tokens[index + 1]?.toLowerCase() === "of")) {
      sentiments.push(0);
      return;
    }
    sentiments = analyzer.sentiment_valence(0, senti, token, index, sentiments);
  });
  sentiments = analyzer.but_check(tokens, sentiments);
  return analyzer.score_valence(sentiments, text);
};

/** VADER's compound score of one text, −1 (most negative) to 1 (most positive). */
export const vaderCompound = (text: string): number => vaderScores(text).compound;

const valences = new Map<string, number>();
const VALENCE_CACHE_LIMIT = 20_000;

/** The valence VADER's lexicon gives one word on its own (−4..4; 0 when it is not a sentiment word). Remembered per word (bounded). */
export const lexiconValence = (word: string): number => {
  const lower = word.toLowerCase();
  const known = valences.get(lower);
  if (known !== undefined) {
    return known;
  }
  const valence = VADER_BOOSTERS.has(lower)
    ? 0
    : (analyzer.sentiment_valence(0, { text: lower, words_and_emoticons: [lower], is_cap_diff: false }, lower, 0, [])[0] ?? 0);
  if (valences.size >= VALENCE_CACHE_LIMIT) {
    valences.clear();
  }
  valences.set(lower, valence);
  return valence;
};
