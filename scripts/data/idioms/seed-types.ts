/**
 * The hand-written part of the idiom list (scripts/data/idioms.ts turns it into
 * shared/analysis/idioms/idioms.data.ts). Everything here was written for Wordloom: the examples,
 * the tags, the literal paraphrases and the meanings (a WordNet gloss replaces the meaning when
 * WordNet 3.1 holds the idiom, unless `wordnet: false`).
 *
 * Slots in idioms and literals: "one's", "oneself" (filled from the sentence's subject),
 * "someone", "someone's", "something" (filled from the matched literal).
 */

/**
 * The grammatical frame an idiom fills, which decides how a rephrasing is built:
 * - verb: a verb phrase; replaces a literal verb phrase in the same tense ("gave up" → "threw in the towel").
 * - predicate: follows a linking verb ("was very easy" → "was a piece of cake").
 * - adverbial: ends a clause or opens the sentence before a comma ("arrived unexpectedly" → "arrived out of the blue").
 * - discourse: a sentence adverbial; replaces a literal opener or is put in front ("In short, …" → "In a nutshell, …").
 * - noun: a noun phrase, article included ("a rough estimate" → "a ballpark figure").
 * - saying: a whole proverb; added after the sentence ("…. As the saying goes, practice makes perfect.").
 */
export type IdiomKind = "verb" | "predicate" | "adverbial" | "discourse" | "noun" | "saying";

export interface IdiomSeed {
  idiom: string;
  kind: IdiomKind;
  /** Topics and situations the idiom suits, used to suggest idioms "for your context". */
  tags: string[];
  /** A sentence that uses the idiom (written for Wordloom). */
  example: string;
  meaning: string;
  /** Plain wordings of the same frame the idiom can replace; verb literals start with their verb. */
  literals?: string[];
  /** false: WordNet's first sense is not the idiomatic one, keep `meaning`. */
  wordnet?: false;
  /** "casual" idioms are fine in speech and informal writing, less so in reports. */
  tone?: "casual";
  /** false: found in texts but never suggested (crude, or too easily misread). */
  suggest?: false;
  /** Verb literals that may be followed by "to" + verb ("tried very hard to help" → "bent over backwards to help"). */
  allowsTo?: true;
}

type Entry = Omit<IdiomSeed, "idiom" | "kind">;

export const verb = (idiom: string, entry: Entry): IdiomSeed => ({ idiom, kind: "verb", ...entry });
export const predicate = (idiom: string, entry: Entry): IdiomSeed => ({ idiom, kind: "predicate", ...entry });
export const adverbial = (idiom: string, entry: Entry): IdiomSeed => ({ idiom, kind: "adverbial", ...entry });
export const discourse = (idiom: string, entry: Entry): IdiomSeed => ({ idiom, kind: "discourse", ...entry });
export const noun = (idiom: string, entry: Entry): IdiomSeed => ({ idiom, kind: "noun", ...entry });
export const saying = (idiom: string, entry: Entry): IdiomSeed => ({ idiom, kind: "saying", ...entry });
