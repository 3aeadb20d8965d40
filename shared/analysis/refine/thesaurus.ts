import type { WordNetPos } from "./pos";

/**
 * The lexical database the Refine tools read. WordNet (34.6 MB, read from disk) lives on the
 * server (server/src/analysis/wordnet); tests use an in-memory fake. Both return WordNet-shaped
 * data: synsets in WordNet's sense order (most frequent sense first), with typed pointers.
 */

/** Where a synset lives: part of speech and its byte offset in WordNet's data file. */
export interface SynsetRef {
  pos: WordNetPos;
  offset: string;
}

/**
 * WordNet pointer kinds the Refine tools use; everything else is "other".
 * Symbols: @ hypernym, ~ hyponym (troponym for verbs), & similar to, = attribute, + derivationally
 * related form, \ pertainym (adjectives) or "derived from adjective" (adverbs), ^ also see,
 * $ verb group, ! antonym.
 */
export type PointerRelation =
  "hypernym" | "hyponym" | "similarTo" | "attribute" | "derivation" | "pertainym" | "alsoSee" | "verbGroup" | "antonym" | "other";

export interface SynsetPointer {
  relation: PointerRelation;
  /** The raw WordNet pointer symbol ("+", "&", "@i", …). */
  symbol: string;
  target: SynsetRef;
  /** 1-based index of the source word for a lexical pointer; 0 when the pointer links whole synsets. */
  sourceWord: number;
  /** 1-based index of the target word for a lexical pointer; 0 when the pointer links whole synsets. */
  targetWord: number;
}

export interface SynsetWord {
  /** The word as WordNet writes it, with spaces for underscores ("walk out"); case as in WordNet. */
  lemma: string;
  /** How often this word was tagged with this sense in WordNet's sense-tagged corpora (0 = never: a rare form). */
  tagCount: number;
}

export interface Synset {
  /** Part-of-speech letter + offset ("v01908923"): unique across WordNet. */
  id: string;
  ref: SynsetRef;
  /** WordNet's lexicographer file ("verb.motion", "noun.act"): a coarse semantic class. */
  lexName: string;
  words: SynsetWord[];
  /** The definition part of the gloss ("use one's feet to advance; advance by steps"). */
  definition: string;
  /** The quoted usage examples of the gloss. */
  examples: string[];
  pointers: SynsetPointer[];
}

export interface Thesaurus {
  /** Senses of `lemma` (lower case, spaces allowed) as `pos`, most frequent first; [] when unknown. */
  lookup(lemma: string, pos: WordNetPos): Promise<readonly Synset[]>;
  /** The synset a pointer leads to; undefined if it cannot be read. */
  synset(ref: SynsetRef): Promise<Synset | undefined>;
}

/** A synset reached through a pointer, with the word the pointer names (for lexical pointers). */
export interface RelatedSynset {
  synset: Synset;
  pointer: SynsetPointer;
  /** The target word of a lexical pointer; undefined for a synset-to-synset pointer. */
  word: string | undefined;
}

export interface FollowOptions {
  /** Only lexical pointers leaving this word of the source synset (e.g. "decision", not "determination"). */
  fromWord?: string;
  /** At most this many pointers are followed (hyponym lists run to hundreds). */
  limit?: number;
}

const sameWord = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The synsets `synset` points to through `relations`, read in parallel and in pointer order. */
export const followPointers = async (
  thesaurus: Thesaurus,
  synset: Synset,
  relations: readonly PointerRelation[],
  options: FollowOptions = {},
): Promise<RelatedSynset[]> => {
  const { fromWord, limit = Number.POSITIVE_INFINITY } = options;
  const sourceIndex = fromWord === undefined ? -1 : synset.words.findIndex((word) => sameWord(word.lemma, fromWord)) + 1;
  const pointers = synset.pointers
    .filter((pointer) => relations.includes(pointer.relation))
    .filter((pointer) => fromWord === undefined || pointer.sourceWord === 0 || pointer.sourceWord === sourceIndex)
    .slice(0, limit);
  const targets = await Promise.all(pointers.map((pointer) => thesaurus.synset(pointer.target)));
  const related: RelatedSynset[] = [];
  pointers.forEach((pointer, index) => {
    const target = targets[index];
    if (target) {
      related.push({ synset: target, pointer, word: pointer.targetWord > 0 ? target.words[pointer.targetWord - 1]?.lemma : undefined });
    }
  });
  return related;
};
