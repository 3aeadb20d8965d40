import { DETERMINERS, OBJECT_PRONOUNS, POSSESSIVES, REFLEXIVES, SPELLING_VARIANTS, SUBJECT_PRONOUNS } from "./words";

/** Slots an idiom or a literal may hold; see seed-types.ts. */
export type SlotName = "one's" | "oneself" | "someone" | "someone's" | "something";

export interface PhrasePattern {
  /** Regular expression source (use with the "i" flag). */
  source: string;
  /** The slots captured, in order; group 1 is the head verb when `captureHead`, then the slots. */
  slots: SlotName[];
  /** Lower-case words that must appear in a sentence for the pattern to match (slots and the head excluded). */
  fixedWords: string[];
}

export interface PhraseOptions {
  /** All forms the first word may take (verb idioms, verb literals, clichés that open with a verb). */
  headForms?: readonly string[];
  /** Capture the head verb as group 1. */
  captureHead?: boolean;
  /** Capture the slots (for rephrasing); detection only needs them to match. */
  captureSlots?: boolean;
  /** A leading "a"/"an" also matches "no", and may take one word after it ("a real go-getter"). */
  looseArticle?: boolean;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (words: readonly string[]): string => words.map(escape).join("|");

/**
 * Letters of English text, Latin-1 and Latin Extended-A/B included. Not \p{L}: with the "i" flag,
 * V8 builds the case closure of every Unicode letter for each pattern, which made compiling the
 * ~3,000 idiom patterns take seconds.
 */
export const LETTER = "A-Za-z\\u00C0-\\u024F";
const WORD = `[${LETTER}0-9][${LETTER}0-9'’-]*`;
const NOUN_PHRASE = `(?:(?:${alternation(DETERMINERS)})\\s+)?${WORD}(?:\\s+${WORD})?`;
const SLOT_PATTERNS: Record<SlotName, string> = {
  "one's": `(?:${alternation(POSSESSIVES)})`.replace(/'/g, "['’]"),
  oneself: `(?:${alternation(REFLEXIVES)})`,
  someone: `(?:${alternation(OBJECT_PRONOUNS)}|${NOUN_PHRASE})`,
  "someone's": `(?:${alternation(POSSESSIVES)}|(?:(?:the|a|an|this|that|my|your|his|her|our|their)\\s+)?${WORD}['’]s?)`.replace(
    /one's/g,
    "one['’]s",
  ),
  something: `(?:it|them|this|that|${NOUN_PHRASE})`,
};
/** Possessive words that vary with the speaker in idioms and clichés ("keep your/my/his chin up"). */
const FLEXIBLE_POSSESSIVES = new Set(["your", "my", "his", "her", "their", "our"]);

const isSlot = (word: string): word is SlotName => word in SLOT_PATTERNS;

/** The pattern of one fixed word: apostrophes either way, hyphen or space, British or American spelling. */
const fixedWordPattern = (word: string): string => {
  const variant = SPELLING_VARIANTS[word];
  if (variant) {
    return variant;
  }
  return escape(word).replace(/['’]/g, "['’]").replace(/-/g, "[-\\s]?");
};

/**
 * Compiles an idiom, cliché or literal into a pattern: words separated by spaces (and optional
 * commas), whole words only, slots as alternations, the first word in all its verb forms when
 * given, "one can" as any subject with can or could.
 */
export const compilePhrase = (phrase: string, options: PhraseOptions = {}): PhrasePattern => {
  const words = phrase
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/\s+/)
    .map((word) => word.replace(/^[,;:!?"“”]+|[,;:!?"“”.]+$/g, ""))
    .filter((word) => word.length > 0);
  const slots: SlotName[] = [];
  const fixedWords: string[] = [];
  const parts = words.map((word, index) => {
    if (index === 0 && options.looseArticle && (word === "a" || word === "an")) {
      fixedWords.push(word);
      return `(?:a|an|no)(?:\\s+${WORD})?`;
    }
    if (index === 0 && options.headForms && options.headForms.length > 0) {
      const forms = alternation([...new Set([word, ...options.headForms])]);
      return options.captureHead ? `(${forms})` : `(?:${forms})`;
    }
    if (isSlot(word)) {
      if (options.captureSlots) {
        slots.push(word);
        return `(${SLOT_PATTERNS[word]})`;
      }
      return SLOT_PATTERNS[word];
    }
    if (word === "one" && words[index + 1] === "can") {
      return `(?:${alternation(SUBJECT_PRONOUNS)})`;
    }
    if (word === "can" && words[index - 1] === "one") {
      return "(?:can|could)";
    }
    if (FLEXIBLE_POSSESSIVES.has(word)) {
      return SLOT_PATTERNS["one's"];
    }
    fixedWords.push(word);
    return fixedWordPattern(word);
  });
  return {
    source: `(?<![${LETTER}0-9'’])${parts.join(",?\\s+")}(?![${LETTER}0-9])`,
    slots,
    fixedWords,
  };
};

/** The fixed word that best narrows the search: the longest plain word, or null when there is none. */
export const anchorWord = (fixedWords: readonly string[]): string | null => {
  const plain = fixedWords.filter((word) => /^[a-z]+$/.test(word) && !(word in SPELLING_VARIANTS));
  return plain.reduce<string | null>((best, word) => (best === null || word.length > best.length ? word : best), null);
};
