import { tagText } from "../overview/pos";
import { contentTerms } from "../overview/terms";
import { IDIOMS } from "./idioms.data";
import type { Rephrasing } from "./rephrase";
import type { IdiomEntry } from "./types";

/** A context match scores at least this: two shared words, or a tag plus one more. */
const CONTEXT_MIN_SCORE = 3;
const TAG_WEIGHT = 2;
const WORD_WEIGHT = 1;

interface ContextIdiom {
  idiom: IdiomEntry;
  /** Stem → weight: 2 for a tag's words, 1 for the words of the meaning and of the idiom. */
  weights: Map<string, number>;
}

let contextIdioms: ContextIdiom[] | undefined;

/** Sentence adverbials and sayings, the idioms a sentence can take without a literal to replace. */
const idiomsForContext = (): ContextIdiom[] => {
  contextIdioms ??= IDIOMS.filter((idiom) => idiom.suggest !== false && (idiom.kind === "discourse" || idiom.kind === "saying")).map(
    (idiom) => {
      const weights = new Map<string, number>();
      for (const term of [...contentTerms(idiom.meaning), ...contentTerms(idiom.idiom)]) {
        weights.set(term, Math.max(weights.get(term) ?? 0, WORD_WEIGHT));
      }
      for (const term of idiom.tags.flatMap((tag) => contentTerms(tag))) {
        weights.set(term, TAG_WEIGHT);
      }
      return { idiom, weights };
    },
  );
  return contextIdioms;
};

/**
 * How well an idiom fits a sentence it has no literal in: the sum over the sentence's distinct
 * content stems of their weight for the idiom (2 for a word of its tags, 1 for a word of its
 * meaning or of the idiom itself).
 */
const contextScore = (weights: ReadonlyMap<string, number>, sentenceTerms: ReadonlySet<string>): number => {
  let score = 0;
  for (const term of sentenceTerms) {
    score += weights.get(term) ?? 0;
  }
  return score;
};

/** A statement that a sentence adverbial can open, or a saying can follow: ends with "." or "!", no opener of its own. */
const takesAddition = (sentence: string): boolean =>
  /[.!]["”']?$/.test(sentence) && !/^["“']/.test(sentence) && !/^[^,]{1,25},/.test(sentence) && sentence.split(/\s+/).length >= 4;

/** The sentence's first word in lower case, unless it is "I", an acronym or a proper noun. */
const lowerOpening = (sentence: string): string => {
  const first = /^[\p{L}'’]+/u.exec(sentence)?.[0] ?? "";
  if (first === "" || /^I(?:['’]|$)/.test(first) || /^\p{Lu}{2}/u.test(first)) {
    return sentence;
  }
  const firstTag = tagText(sentence)[0];
  return firstTag?.pos === "PROPN" ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
};

/** "In a nutshell, the project is late." from "The project is late." */
const prepend = (idiom: string, sentence: string): string => `${idiom.charAt(0).toUpperCase()}${idiom.slice(1)}, ${lowerOpening(sentence)}`;

/** "… late. As the saying goes, better late than never." */
const append = (saying: string, sentence: string): string => `${sentence} As the saying goes, ${saying}.`;

export interface ContextMatch {
  idiom: IdiomEntry;
  score: number;
  strategy: "prepend" | "append";
  rephrasing: Rephrasing;
}

/** Sentence adverbials (put in front) and sayings (added after) whose words fit the sentence. */
export const contextMatches = (sentence: string): ContextMatch[] => {
  if (!takesAddition(sentence)) {
    return [];
  }
  const terms = new Set(contentTerms(sentence));
  return idiomsForContext().flatMap(({ idiom, weights }) => {
    const score = contextScore(weights, terms);
    if (score < CONTEXT_MIN_SCORE) {
      return [];
    }
    const strategy = idiom.kind === "saying" ? "append" : "prepend";
    const rephraseSent = strategy === "append" ? append(idiom.idiom, sentence) : prepend(idiom.idiom, sentence);
    return [{ idiom, score, strategy, rephrasing: { start: 0, end: sentence.length, candidate: sentence, rephraseSent } }];
  });
};
