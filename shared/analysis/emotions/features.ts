/**
 * Text → feature names, shared by the training script (scripts/train/emotions.ts) and the runtime
 * classifier, so the two never drift apart. A model records the settings it was trained with.
 *
 * Tokens: lower-case words with inner apostrophes ("don't"), curly apostrophes made straight,
 * letters repeated three or more times cut to two ("soooo" → "soo"), numbers as "<num>", GoEmotions'
 * anonymisation placeholders ("[NAME]") as "<name>", every emoji, and runs of "!" or "?" as one token.
 *
 * Features (each counted once per text, i.e. binary):
 * - unigrams "w:love";
 * - bigrams "b:thank_you" over adjacent tokens, with "<s>" and "</s>" marking the ends;
 * - negation marking: after a negator ("not", "never", "no", "…n't") every word up to the next
 *   clause punctuation also yields "n:word" ("not happy" → w:not, w:happy, n:happy);
 * - cues: "c:caps" (a shouted word of 3+ letters), "c:elongated", "c:excl", "c:quest", "c:emoji".
 */

export interface FeatureSettings {
  bigrams: boolean;
  negation: boolean;
  cues: boolean;
}

/**
 * The value of each of a text's n known features: 1/√n, so every text's feature vector has unit
 * length and long comments do not get more confident just by being long.
 */
export const featureValue = (knownFeatures: number): number => (knownFeatures > 0 ? 1 / Math.sqrt(knownFeatures) : 0);

/** The settings of the plain Naive Bayes baseline: unigrams and bigrams only. */
export const PLAIN_FEATURES: FeatureSettings = { bigrams: true, negation: false, cues: false };

const TOKEN = /\[[A-Z]+\]|[\p{L}\p{N}\p{M}]+(?:['’ʼ][\p{L}\p{N}\p{M}]+)*|\p{Extended_Pictographic}|[!?]+|[.,;:]/gu;
/** Tokens that end a clause: they stop negation marking. ".,;:" make no feature themselves. */
const CLAUSE_END = /^[.,;:!?]/;
const SILENT_PUNCTUATION = /^[.,;:]$/;
const NEGATORS = new Set(["not", "no", "never", "nothing", "nobody", "none", "neither", "nor", "without", "cannot", "nowhere", "hardly"]);
const EMOJI = /^\p{Extended_Pictographic}$/u;

interface Token {
  text: string;
  shouted: boolean;
  elongated: boolean;
}

const normalise = (raw: string): Token => {
  if (raw.startsWith("[")) {
    return { text: `<${raw.slice(1, -1).toLowerCase()}>`, shouted: false, elongated: false };
  }
  if (/^[!?]+$/.test(raw)) {
    return { text: raw.includes("?") ? "?" : "!", shouted: false, elongated: false };
  }
  const lower = raw.toLowerCase().replace(/[’ʼ]/g, "'");
  const shortened = lower.replace(/(\p{L})\1{2,}/gu, "$1$1");
  const text = /^\p{N}+$/u.test(shortened) ? "<num>" : shortened;
  const letters = raw.replace(/[^\p{L}]/gu, "");
  return {
    text,
    shouted: letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase(),
    elongated: shortened !== lower,
  };
};

/** The normalised tokens of `text`, punctuation included. */
export const tokenizeForEmotions = (text: string): string[] => Array.from(text.matchAll(TOKEN), (match) => normalise(match[0]).text);

const isNegator = (word: string): boolean => NEGATORS.has(word) || word.endsWith("n't");

/** The distinct feature names of `text` under `settings`, in first-seen order. */
export const extractFeatures = (text: string, settings: FeatureSettings): string[] => {
  const tokens = Array.from(text.matchAll(TOKEN), (match) => normalise(match[0]));
  const features = new Set<string>();
  const words = tokens.filter((token) => !SILENT_PUNCTUATION.test(token.text));
  let negated = false;
  for (const token of tokens) {
    const word = token.text;
    if (CLAUSE_END.test(word)) {
      negated = false;
    }
    if (SILENT_PUNCTUATION.test(word)) {
      continue;
    }
    features.add(`w:${word}`);
    if (settings.negation && negated) {
      features.add(`n:${word}`);
    }
    if (isNegator(word)) {
      negated = true;
    }
    if (settings.cues) {
      if (token.shouted) {
        features.add("c:caps");
      }
      if (token.elongated) {
        features.add("c:elongated");
      }
      if (word === "!") {
        features.add("c:excl");
      } else if (word === "?") {
        features.add("c:quest");
      } else if (EMOJI.test(word)) {
        features.add("c:emoji");
      }
    }
  }
  if (settings.bigrams && words.length > 0) {
    const sequence = ["<s>", ...words.map((token) => token.text), "</s>"];
    for (let index = 1; index < sequence.length; index++) {
      features.add(`b:${sequence[index - 1]}_${sequence[index]}`);
    }
  }
  return [...features];
};
