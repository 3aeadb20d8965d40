import type { WordNetPos } from "./pos";
import { rankSenses, signatureOf } from "./sense-rank";
import type { Synset, Thesaurus } from "./thesaurus";

/**
 * The sense of `lemma` that best fits `context` (same fit as Similar Words: WordNet order plus
 * gloss overlap), or undefined when WordNet does not know the word as `pos`.
 */
export const bestSense = async (
  thesaurus: Thesaurus,
  lemma: string,
  pos: WordNetPos,
  context: ReadonlySet<string>,
): Promise<Synset | undefined> => {
  const senses = await thesaurus.lookup(lemma, pos);
  let best: { synset: Synset; fit: number } | undefined;
  for (const ranked of rankSenses(senses.slice(0, 8), context)) {
    if (!best || ranked.fit > best.fit) {
      best = ranked;
    }
  }
  return best?.synset;
};

/** Content stems of a synset's gloss and words: context for choosing the sense of a word next to it. */
export const synsetStems = (synset: Synset | undefined): ReadonlySet<string> => (synset ? signatureOf(synset) : new Set<string>());

/** Union of stem sets. */
export const unionStems = (...sets: ReadonlyArray<ReadonlySet<string>>): Set<string> => new Set(sets.flatMap((set) => [...set]));
