import { lexiconValence } from "../../tone";
import { phraseMatcher } from "./phrases";

/**
 * Sarcasm cues, a heuristic: sarcasm is meaning the opposite of what is said, which no word list can
 * see reliably. Three kinds of evidence are counted:
 *
 * 1. stock sarcastic phrases ("yeah right", "oh great", "just what I needed", "said no one ever", "/s");
 * 2. scare quotes: one or two words in quotation marks inside a sentence ("our “urgent” project"),
 *    which often distance the writer from the word (direct speech is longer, so it is not counted);
 * 3. praise + annoyance: the sentence opens with a praising interjection ("Great,", "Perfect.",
 *    "Wonderful!") and later has a negative word (VADER valence ≤ −1) or an everyday annoyance
 *    ("another", "again", "late", "stuck", "meeting" …): "Great, another meeting that could have been an email."
 */
const SARCASTIC_PHRASES = [
  "yeah right",
  "yeah, right",
  "oh great",
  "oh, great",
  "oh joy",
  "oh, joy",
  "oh goody",
  "oh wonderful",
  "oh, wonderful",
  "just what i needed",
  "just what we needed",
  "just what i wanted",
  "as if",
  "big surprise",
  "what a surprise",
  "surprise, surprise",
  "thanks a lot",
  "thanks for nothing",
  "how convenient",
  "because that always works",
  "because that worked so well",
  "said no one ever",
  "said nobody ever",
  "what could possibly go wrong",
  "nice going",
  "well done, genius",
  "wow, just wow",
  "how original",
  "color me surprised",
  "colour me surprised",
  "shocking, i know",
  "who would have thought",
  "sure, because",
  "because of course",
  "of course it did",
  "of course it does",
];

const phrases = phraseMatcher(SARCASTIC_PHRASES);

/** "/s", the written sarcasm tag, at the end of a sentence. */
const SARCASM_TAG = /(?<=\s)\/s(?=\s*$)/u;

/** One or two words in straight or curly double quotes, or single curly quotes, preceded by a word. */
const SCARE_QUOTES = /(?<=\p{L}[\s,]*\s)(?:"[\p{L}'’-]+(?:\s[\p{L}'’-]+)?"|“[\p{L}'’-]+(?:\s[\p{L}'’-]+)?”|‘[\p{L}-]+(?:\s[\p{L}-]+)?’)/gu;

const PRAISE_OPENER =
  /^\W*(?:oh,?\s+)?(?:great|wonderful|fantastic|perfect|brilliant|lovely|awesome|terrific|splendid|marvell?ous|super|nice|fabulous|excellent|just great)\s*[,.!]/iu;

const ANNOYANCES = new Set([
  "another",
  "again",
  "late",
  "delayed",
  "cancelled",
  "canceled",
  "broken",
  "stuck",
  "traffic",
  "queue",
  "meeting",
  "meetings",
  "monday",
  "mondays",
  "overtime",
  "paperwork",
  "deadline",
  "rain",
  "forever",
  "nothing",
]);

const WORD = /\p{L}[\p{L}'’]*/gu;

const praiseThenAnnoyance = (sentence: string): string | null => {
  const opener = PRAISE_OPENER.exec(sentence);
  if (!opener) {
    return null;
  }
  const rest = sentence.slice(opener[0].length);
  for (const match of rest.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (ANNOYANCES.has(word) || lexiconValence(word) <= -1) {
      return opener[0].replace(/[,.!\s]+$/u, "").trim();
    }
  }
  return null;
};

const HAS_QUOTE = /["“‘]/u;

/** Sarcasm cues of one sentence (its text and lower-case words). */
export const sarcasmCues = (sentence: string, words: readonly string[]): string[] => {
  const found = phrases(words);
  if (HAS_QUOTE.test(sentence)) {
    found.push(...Array.from(sentence.matchAll(SCARE_QUOTES), (match) => match[0]));
  }
  const praise = praiseThenAnnoyance(sentence);
  if (praise !== null) {
    found.push(praise);
  }
  const tag = SARCASM_TAG.exec(sentence);
  if (tag) {
    found.push(tag[0]);
  }
  return found;
};
