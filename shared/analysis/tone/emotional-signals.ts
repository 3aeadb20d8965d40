import { matchSignals, type SignalMatch } from "./factual-signals";
import { lexiconValence } from "./vader";

/**
 * Emotional signals in a sentence, each occurrence counting 1, matched in this order without
 * overlaps (as factual signals are):
 *
 *   feeling      first-person feelings: "I love", "we're thrilled", "I feel", "I can't believe", "my heart"
 *   emotive      "!!" (and longer runs), "?!", "!?", "??", "...", "…", emoji and emoticons (":)", ":(", "<3")
 *   exclamation  a single "!"
 *   intensifier  very, really, extremely, absolutely, totally, incredibly, so much …
 *   sentiment    words VADER's lexicon rates at |valence| ≥ 1.8 of 4 (love 3.2, terrible −2.1, great 3.1),
 *                except words that are common in neutral reporting (like, united, true, free, care …) and
 *                capitalised words inside the sentence (names: Hope, Joy)
 */

export type EmotionalKind = "feeling" | "exclamation" | "emotive" | "intensifier" | "sentiment";

const FEELINGS =
  "love|loved|hate|hated|adore|adored|feel|felt|fear|feared|worry|worried|hope|wish|miss|missed|happy|sad|angry|excited|thrilled|upset|proud|disappointed|frustrated|grateful|thankful|delighted|afraid|scared|terrified|heartbroken|devastated|furious|glad|sorry|anxious|nervous|overwhelmed|ashamed|embarrassed|moved|touched|amazed|shocked|blessed|honored|honoured|lonely|bored|annoyed";

const KINDS: ReadonlyArray<{ kind: EmotionalKind; pattern: RegExp }> = [
  {
    kind: "feeling",
    pattern: new RegExp(
      `\\b(?:I|we)(?:\\s*['’](?:m|re|ve\\s+been)|\\s+(?:am|are|was|were|have\\s+been|get|got|feel|felt|just|really|truly|absolutely|so))*\\s+(?:so\\s+|very\\s+|really\\s+|truly\\s+|deeply\\s+|absolutely\\s+|totally\\s+)?(?:${FEELINGS})\\b|\\bI\\s+can(?:not|['’]t)\\s+(?:believe|stand|wait)\\b|\\bmy\\s+heart\\b`,
      "giu",
    ),
  },
  {
    kind: "emotive",
    pattern: /!{2,}|\?!|!\?|\?{2,}|\.{3,}|…|\p{Extended_Pictographic}|(?<![\p{L}\p{N}])(?:[:;=]-?[)(DPp]|<3)(?![\p{L}\p{N}])/gu,
  },
  { kind: "exclamation", pattern: /!/g },
  {
    kind: "intensifier",
    pattern:
      /\b(?:very|really|extremely|absolutely|totally|completely|utterly|incredibly|unbelievably|amazingly|awfully|terribly|insanely|ridiculously|tremendously|remarkably|truly|deeply|hugely|enormously|super|so\s+(?:much|many)|such\s+a)\b/giu,
  },
];

/** Lexicon words that are common in neutral reporting and say little about emotion there. */
const NEUTRAL_IN_REPORTING = new Set([
  "like",
  "united",
  "true",
  "free",
  "care",
  "help",
  "support",
  "share",
  "yes",
  "no",
  "ok",
  "okay",
  "well",
  "please",
  "clear",
  "growth",
  "profit",
  "agree",
  "agreed",
  "security",
  "justice",
  "party",
  "pretty",
  "play",
  "kind",
  "fine",
  "top",
  "unemployment",
]);

const SENTIMENT_VALENCE = 1.8;

const WORD = /(?<![\p{L}'’])\p{L}[\p{L}'’]*/gu;
/** Text before a word that opens the sentence or a quotation. */
const OPENS_SENTENCE = /(?:^|[.!?:"“‘([])\s*$/u;

/** Strongly valenced words, not capitalised inside the sentence (names), not inside an earlier signal. */
const sentimentWords = (sentence: string, taken: ReadonlyArray<SignalMatch<EmotionalKind>>): Array<SignalMatch<EmotionalKind>> => {
  const found: Array<SignalMatch<EmotionalKind>> = [];
  for (const match of sentence.matchAll(WORD)) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    const insideName = /^\p{Lu}\p{Ll}/u.test(word) && !OPENS_SENTENCE.test(sentence.slice(0, start));
    const lower = word.toLowerCase();
    if (insideName || NEUTRAL_IN_REPORTING.has(lower) || Math.abs(lexiconValence(lower)) < SENTIMENT_VALENCE) {
      continue;
    }
    if (!taken.some((other) => other.start < end && start < other.end)) {
      found.push({ kind: "sentiment", start, end });
    }
  }
  return found;
};

/** Emotional signals of one sentence, in order. */
export const emotionalSignals = (sentence: string): Array<SignalMatch<EmotionalKind>> => {
  const taken = matchSignals(sentence, KINDS);
  return [...taken, ...sentimentWords(sentence, taken)].sort((a, b) => a.start - b.start);
};
