import { phraseMatcher } from "./phrases";

/**
 * Humour cues, a curated heuristic list: laughter and joke markers ("lol", "haha", "just kidding"),
 * wordplay markers ("pun intended"), comic set-ups and turns ("walks into a bar", "plot twist",
 * "spoiler alert"), irony markers ("ironically", "who knew") and laughing or winking emoji and
 * emoticons. It finds signalled humour only: deadpan jokes have no marker and are missed, and
 * narrated laughter ("we laughed") is not a joke, so it does not count.
 */
const HUMOR_PHRASES = [
  "lol",
  "lmao",
  "lmfao",
  "rofl",
  "haha",
  "hahaha",
  "hahahaha",
  "hehe",
  "heh",
  "just kidding",
  "only kidding",
  "i'm kidding",
  "kidding",
  "jk",
  "joke",
  "jokes",
  "joking",
  "pun intended",
  "no pun intended",
  "pun",
  "puns",
  "funny",
  "hilarious",
  "ironically",
  "ironic",
  "irony",
  "plot twist",
  "spoiler alert",
  "walks into a bar",
  "walked into a bar",
  "knock knock",
  "knock, knock",
  "true story",
  "who knew",
  "go figure",
  "you can't make this up",
  "wink",
  "*wink*",
  "punchline",
  "comedy",
  "comic relief",
  "tongue in cheek",
  "tongue-in-cheek",
  "laugh out loud",
];

const phrases = phraseMatcher(HUMOR_PHRASES);

/** Laughing, winking and playful emoji, and the emoticons ";)", ":P", ":D", "xD". */
const PLAYFUL_SYMBOLS =
  /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F61C}\u{1F61D}\u{1F609}\u{1F92A}\u{1F643}]|(?<![\p{L}\p{N}])(?:;-?\)|:-?[PpD]|[xX]D)(?![\p{L}\p{N}])/gu;

/** Characters without which a sentence has no playful symbol (skips the symbol pattern for most sentences). */
const MAY_HAVE_SYMBOL = /[;:]|[xX]D|\p{Extended_Pictographic}/u;

/** Humour cues of one sentence (its text and lower-case words). */
export const humorCues = (sentence: string, words: readonly string[]): string[] => {
  const found = phrases(words);
  if (MAY_HAVE_SYMBOL.test(sentence)) {
    found.push(...Array.from(sentence.matchAll(PLAYFUL_SYMBOLS), (match) => match[0]));
  }
  return found;
};
