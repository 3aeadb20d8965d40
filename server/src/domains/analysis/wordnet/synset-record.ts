import type { WordNetPos } from "@wordloom/shared/analysis/refine";
import type { PointerRelation, Synset, SynsetPointer, SynsetRef } from "@wordloom/shared/analysis/refine";
import type { WordPosPointer, WordPosSynset } from "wordpos";

/** WordNet data-file letters ↔ parts of speech ("s", satellite adjectives, share the adjective file). */
const POS_BY_LETTER: Readonly<Record<string, WordNetPos>> = { n: "noun", v: "verb", a: "adjective", s: "adjective", r: "adverb" };
export const LETTER_BY_POS: Readonly<Record<WordNetPos, string>> = { noun: "n", verb: "v", adjective: "a", adverb: "r" };

const RELATIONS: Readonly<Record<string, PointerRelation>> = {
  "@": "hypernym",
  "@i": "hypernym",
  "~": "hyponym",
  "~i": "hyponym",
  "&": "similarTo",
  "=": "attribute",
  "+": "derivation",
  "\\": "pertainym",
  "^": "alsoSee",
  $: "verbGroup",
  "!": "antonym",
};

const posOfLetter = (letter: string): WordNetPos | undefined => POS_BY_LETTER[letter];

/** "galore(ip)" → "galore", "walk_out" → "walk out": adjective position markers dropped, underscores to spaces. */
export const cleanLemma = (raw: string): string => raw.replace(/\((?:a|p|ip)\)$/, "").replace(/_/g, " ");

/**
 * Splits a gloss into its definition and its quoted examples. WordNet writes
 * `definition part; another part; "example one"; "example two"`.
 */
export const splitGloss = (gloss: string): { definition: string; examples: string[] } => {
  const trimmed = gloss.trim();
  const firstQuote = trimmed.search(/(?:^|;\s*)"/);
  const definition = (firstQuote === -1 ? trimmed : trimmed.slice(0, firstQuote)).replace(/[;\s]+$/, "").trim();
  const examples = firstQuote === -1 ? [] : [...trimmed.slice(firstQuote).matchAll(/"([^"]+)"/g)].map((match) => (match[1] ?? "").trim());
  return { definition, examples: examples.filter((example) => example.length > 0) };
};

const toPointer = (pointer: WordPosPointer): SynsetPointer | undefined => {
  const pos = posOfLetter(pointer.pos);
  if (!pos) {
    return undefined;
  }
  return {
    relation: RELATIONS[pointer.pointerSymbol] ?? "other",
    symbol: pointer.pointerSymbol,
    target: { pos, offset: pointer.synsetOffset },
    sourceWord: Number.parseInt(pointer.sourceTarget.slice(0, 2), 16) || 0,
    targetWord: Number.parseInt(pointer.sourceTarget.slice(2, 4), 16) || 0,
  };
};

/** A wordpos record as a shared Synset; `tagCountOf(lemma)` gives each word's tag count for this synset. */
export const toSynset = (record: WordPosSynset, tagCountOf: (lemma: string) => number): Synset | undefined => {
  const pos = posOfLetter(record.pos);
  if (!pos) {
    return undefined;
  }
  const ref: SynsetRef = { pos, offset: record.synsetOffset };
  const { definition, examples } = splitGloss(record.gloss);
  return {
    id: `${LETTER_BY_POS[pos]}${record.synsetOffset}`,
    ref,
    lexName: record.lexName,
    words: record.synonyms.map((raw) => {
      const lemma = cleanLemma(raw);
      return { lemma, tagCount: tagCountOf(lemma) };
    }),
    definition,
    examples,
    pointers: record.ptrs.map(toPointer).filter((pointer): pointer is SynsetPointer => pointer !== undefined),
  };
};
