import { locateSentences } from "../overview/sentences";
import { countWords, tokenizeWords } from "../overview/terms";
import type { AnalysisBlock, TextLocation } from "../types";
import { contextMatches } from "./context";
import {
  IDIOM_MAX_WORDS,
  MORE_IDIOMS_HEADING,
  MORE_IDIOMS_NEEDS_MODEL,
  NO_WORDS_MESSAGE,
  TOO_MANY_WORDS_MESSAGE,
  idiomCountFor,
} from "./limits";
import { literalMatchers, matchLiteral } from "./literals";
import { rephraseMatch } from "./rephrase";
import type { IdiomEntry } from "./types";

/** One idiom offered for a candidate (spec 3 §3: idiom, meaning, example, rephraseSent). */
export interface IdiomOption {
  idiom: string;
  meaning: string;
  example: string;
  /** The sentence rewritten with the idiom ("Check Re-Phrased Sentence"). */
  rephraseSent: string;
  /** replace: the candidate phrase is replaced; prepend/append: the idiom is added to the sentence. */
  strategy: "replace" | "prepend" | "append";
  isCliche: boolean;
  tone: "casual" | "neutral";
}

/** A candidate in the text (the phrase to replace, or the whole sentence) with its idioms. */
export interface IdiomSuggestion extends TextLocation {
  blockIndex: number;
  /** The text the idiom replaces or joins; same as `text`. */
  candidate: string;
  idioms: IdiomOption[];
}

export type IdiomSuggestionsResult =
  | {
      ok: true;
      words: number;
      /** How many idioms the word count asks for (1–4). */
      count: number;
      suggestions: IdiomSuggestion[];
      /** "More idioms for your context" needs a language model: the payload to send it. */
      moreIdioms: { needsModel: boolean; heading: string; count: number; sentences: string[] };
    }
  | { ok: false; reason: "NO_WORDS" | "TOO_MANY_WORDS"; message: string; words: number; maxWords: number };

export interface SuggestOptions {
  maxWords?: number;
}

/** Literal matches outrank context matches; longer literals outrank shorter ones; clichés lose a point. */
const LITERAL_SCORE = 10;
const CLICHE_PENALTY = 1;
const MAX_IDIOMS_PER_CANDIDATE = 2;

interface Scored {
  location: TextLocation & { blockIndex: number };
  option: IdiomOption;
  idiom: IdiomEntry;
  score: number;
  order: number;
}

const optionOf = (idiom: IdiomEntry, rephraseSent: string, strategy: IdiomOption["strategy"]): IdiomOption => ({
  idiom: idiom.idiom,
  meaning: idiom.meaning,
  example: idiom.example,
  rephraseSent,
  strategy,
  isCliche: idiom.isCliche,
  tone: idiom.tone ?? "neutral",
});

/** Every idiom that fits a sentence, scored: literal replacements first, then context additions. */
const scoreSentence = (sentence: ReturnType<typeof locateSentences>[number], blockIndex: number, order: number): Scored[] => {
  const words = new Set(tokenizeWords(sentence.text).map((token) => token.word));
  const scored: Scored[] = [];
  const locate = (start: number, end: number) => ({
    blockId: sentence.blockId,
    blockIndex,
    sentenceIndex: sentence.sentenceIndex,
    start: sentence.start + start,
    end: sentence.start + end,
    text: sentence.text.slice(start, end),
  });
  for (const matcher of literalMatchers()) {
    if (!matcher.keys.some((key) => words.has(key))) {
      continue;
    }
    for (const match of matchLiteral(matcher, sentence.text)) {
      const rephrasing = rephraseMatch(matcher, match, sentence.text);
      if (rephrasing) {
        const score = LITERAL_SCORE + matcher.literal.split(" ").length - (matcher.idiom.isCliche ? CLICHE_PENALTY : 0);
        scored.push({
          location: locate(rephrasing.start, rephrasing.end),
          option: optionOf(matcher.idiom, rephrasing.rephraseSent, "replace"),
          idiom: matcher.idiom,
          score,
          order,
        });
      }
    }
  }
  for (const match of contextMatches(sentence.text)) {
    scored.push({
      location: locate(match.rephrasing.start, match.rephrasing.end),
      option: optionOf(match.idiom, match.rephrasing.rephraseSent, match.strategy),
      idiom: match.idiom,
      score: match.score - (match.idiom.isCliche ? CLICHE_PENALTY : 0),
      order,
    });
  }
  return scored;
};

const sameSpan = (first: TextLocation, second: TextLocation): boolean =>
  first.blockId === second.blockId && first.start === second.start && first.end === second.end;
const overlaps = (first: TextLocation, second: TextLocation): boolean =>
  first.blockId === second.blockId && first.start < second.end && second.start < first.end;

/**
 * Picks `count` idioms, best first (ties: earlier in the text, then idiom id): each idiom once, up
 * to 2 idioms per candidate, and no candidate overlapping another one; grouped per candidate in
 * text order.
 */
const pick = (scored: Scored[], count: number): IdiomSuggestion[] => {
  const ranked = [...scored].sort(
    (first, second) =>
      second.score - first.score ||
      first.order - second.order ||
      first.location.start - second.location.start ||
      first.idiom.id.localeCompare(second.idiom.id),
  );
  const chosen: IdiomSuggestion[] = [];
  const used = new Set<string>();
  let total = 0;
  for (const item of ranked) {
    if (total >= count) {
      break;
    }
    if (used.has(item.idiom.id)) {
      continue;
    }
    const group = chosen.find((suggestion) => sameSpan(suggestion, item.location));
    if (group) {
      if (group.idioms.length >= MAX_IDIOMS_PER_CANDIDATE) {
        continue;
      }
      group.idioms.push(item.option);
    } else {
      if (chosen.some((suggestion) => overlaps(suggestion, item.location))) {
        continue;
      }
      chosen.push({ ...item.location, candidate: item.location.text, idioms: [item.option] });
    }
    used.add(item.idiom.id);
    total += 1;
  }
  return chosen.sort((first, second) => first.blockIndex - second.blockIndex || first.start - second.start);
};

/**
 * Idiom suggestions (spec 3 §2.3, §5): none over 500 words ("Too many words to process!"); as many
 * idioms as the word count asks for (1 under 10 words, 2 up to 50, 3 up to 100, else 4). Each
 * comes with the sentence rewritten to use it, built only where that is grammatical: a literal
 * wording of the idiom replaced in the same tense, or a sentence adverbial or saying added to a
 * statement whose words fit the idiom's meaning and tags.
 */
export const suggestIdioms = (blocks: readonly AnalysisBlock[], options: SuggestOptions = {}): IdiomSuggestionsResult => {
  const maxWords = options.maxWords ?? IDIOM_MAX_WORDS;
  const words = blocks.reduce((total, block) => total + countWords(block.text), 0);
  if (words === 0) {
    return { ok: false, reason: "NO_WORDS", message: NO_WORDS_MESSAGE, words, maxWords };
  }
  if (words > maxWords) {
    return { ok: false, reason: "TOO_MANY_WORDS", message: TOO_MANY_WORDS_MESSAGE, words, maxWords };
  }
  const count = idiomCountFor(words);
  const blockIndex = new Map(blocks.map((block, index) => [block.id, index]));
  const sentences = locateSentences(blocks);
  const scored = sentences.flatMap((sentence, order) => scoreSentence(sentence, blockIndex.get(sentence.blockId) ?? 0, order));
  return {
    ok: true,
    words,
    count,
    suggestions: pick(scored, count),
    moreIdioms: {
      needsModel: MORE_IDIOMS_NEEDS_MODEL,
      heading: MORE_IDIOMS_HEADING,
      count,
      sentences: sentences.map((sentence) => sentence.text),
    },
  };
};
