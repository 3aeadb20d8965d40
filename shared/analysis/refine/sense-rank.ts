import { contentStems, overlapCount } from "./context";
import type { Synset } from "./thesaurus";

export interface RankedSense {
  synset: Synset;
  /** 0-based position in WordNet's sense order (most frequent first). */
  rank: number;
  /** Stems shared by the sense's gloss, examples and words and the context. */
  overlap: number;
  fit: number;
}

/** Each extra context word in the gloss adds this much; capped, so one long gloss cannot swamp the sense order. */
const OVERLAP_WEIGHT = 0.5;
const MAX_COUNTED_OVERLAP = 3;

/**
 * How well each sense fits the context: fit = 1/(rank+1) + 0.5 × min(3, overlap). The first term is
 * WordNet's frequency order (sense 1 = 1, sense 2 = 0.5, …); the second a simplified Lesk overlap
 * between the sense's definition, examples and synonyms and the content words around the target.
 */
/** Stems of a synset's gloss and words, computed once per synset object (thesauri cache their synsets). */
const signatures = new WeakMap<Synset, ReadonlySet<string>>();
export const signatureOf = (synset: Synset): ReadonlySet<string> => {
  let signature = signatures.get(synset);
  if (!signature) {
    signature = contentStems([synset.definition, ...synset.examples, ...synset.words.map((word) => word.lemma)].join(" "));
    signatures.set(synset, signature);
  }
  return signature;
};

export const rankSenses = (senses: readonly Synset[], context: ReadonlySet<string>): RankedSense[] =>
  senses.map((synset, rank) => {
    const signature = signatureOf(synset);
    const overlap = overlapCount(signature, context);
    return { synset, rank, overlap, fit: 1 / (rank + 1) + OVERLAP_WEIGHT * Math.min(MAX_COUNTED_OVERLAP, overlap) };
  });
