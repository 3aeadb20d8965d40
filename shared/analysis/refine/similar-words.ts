import { contentStems, stem } from "./context";
import { inflect, matchCase, type WordForm } from "./inflect";
import type { WordNetPos } from "./pos";
import { rankSenses, type RankedSense } from "./sense-rank";
import { sensesOf, targetOf, type SimilarWordsInput, type Target } from "./similar-target";
import { followPointers, type PointerRelation, type Synset, type Thesaurus } from "./thesaurus";
import { formOf } from "./word-form";

export type { SimilarWordsInput } from "./similar-target";

/** How a suggestion relates to the word's sense: same synset, a close adjective, a broader or a more specific word. */
export type SimilarRelation = "synonym" | "similar" | "broader" | "narrower";

export interface SimilarWord {
  /** The suggestion in the original word's form and capitalisation ("Strolled"). */
  word: string;
  /** Its dictionary form ("stroll"). */
  lemma: string;
  /** The WordNet definition of the sense it was found in. */
  meaning: string;
  relation: SimilarRelation;
  score: number;
}

export interface SimilarWordsResult {
  word: string;
  lemma: string;
  pos: WordNetPos | undefined;
  syns: SimilarWord[];
}

export const MAX_SIMILAR_WORDS = 30;
/** Senses considered; WordNet lists rare senses last and "run" has 41 verb senses. */
const MAX_SENSES = 8;
/** Broader/narrower words are read only for the best-fitting senses (within RELATED_FIT of the best), at most this many per sense. */
const RELATED_SENSES = 2;
const RELATED_FIT = 0.75;
const MAX_RELATED_PER_SENSE = 80;

/**
 * Score of a suggestion w found in sense s through relation r:
 *
 *   score(w) = (fit(s) / best fit)² × relationWeight(r, pos) × form(w) × familiarity(w)
 *
 * fit(s) (sense-rank.ts) = 1/(rank+1) + 0.5 × min(3, overlap of the sense's gloss and words with the
 * sentence and title): WordNet's frequency order, overruled when the context speaks for a later
 * sense. Squaring the ratio to the best-fitting sense keeps words of ill-fitting senses low.
 * Broader and narrower words are read only for senses within 75% of the best fit (at most two).
 * relationWeight: synonym 1, similar (adjective "similar to", verb group) 0.8; broader/narrower 0.5/0.4
 * for nouns (a hyponym such as "beach house" is rarely a swap) but 0.45/0.55 for verbs, where
 * troponyms are the vivid alternatives ("walk" → "stroll", "stride").
 * form(w) = 1 for one word, 0.7 hyphenated, 0.5 for several words (harder to drop into a sentence).
 * familiarity(w) = 0.4 + 0.6 × min(1, log2(1 + tagCount) / log2(17)): words never tagged with this
 * sense in WordNet's corpora (rare forms: "locomote", "lam") get 0.4, words tagged 16+ times full weight.
 * A word found several ways keeps its best score.
 */
const RELATION_WEIGHT: Readonly<Record<SimilarRelation, number>> = { synonym: 1, similar: 0.8, broader: 0.5, narrower: 0.4 };
const VERB_RELATION_WEIGHT: Readonly<Record<SimilarRelation, number>> = { ...RELATION_WEIGHT, broader: 0.45, narrower: 0.55 };

const RELATIONS_BY_POS: Readonly<Record<WordNetPos, ReadonlyArray<{ relation: PointerRelation; as: SimilarRelation }>>> = {
  noun: [
    { relation: "hypernym", as: "broader" },
    { relation: "hyponym", as: "narrower" },
  ],
  verb: [
    { relation: "verbGroup", as: "similar" },
    { relation: "hypernym", as: "broader" },
    { relation: "hyponym", as: "narrower" },
  ],
  adjective: [
    { relation: "similarTo", as: "similar" },
    { relation: "alsoSee", as: "similar" },
  ],
  adverb: [],
};

const formWeight = (lemma: string): number => (lemma.includes(" ") ? 0.5 : lemma.includes("-") ? 0.7 : 1);
const familiarity = (tagCount: number): number => 0.4 + 0.6 * Math.min(1, Math.log2(1 + tagCount) / Math.log2(17));

interface Candidate {
  lemma: string;
  meaning: string;
  relation: SimilarRelation;
  score: number;
}

const candidatesOfSense = (relativeFit: number, synset: Synset, relation: SimilarRelation): Candidate[] => {
  const weight = (synset.ref.pos === "verb" ? VERB_RELATION_WEIGHT : RELATION_WEIGHT)[relation];
  return synset.words.map((word) => ({
    lemma: word.lemma,
    meaning: synset.definition,
    relation,
    score: relativeFit ** 2 * weight * formWeight(word.lemma) * familiarity(word.tagCount),
  }));
};

/** Whether a WordNet word is a usable suggestion for the target. */
const isUsable = (candidate: string, target: Target): boolean => {
  const lower = candidate.toLowerCase();
  const own = new Set([target.lemma, target.head.normal, target.head.lemma]);
  if (own.has(lower) || lower.split(/[\s-]/).some((part) => own.has(part) || stem(part) === stem(target.head.lemma))) {
    return false;
  }
  // Proper names ("Bigfoot") only replace proper names; long phrases and numbers are not word swaps.
  return (target.head.pos === "PROPN" || candidate === lower) && lower.split(" ").length <= 3 && !/\d/.test(lower);
};

/** Similar words for a word in its context, best first (ranking above), each with its meaning and in the word's own form. */
export const similarWords = async (input: SimilarWordsInput, thesaurus: Thesaurus): Promise<SimilarWordsResult> => {
  const target = targetOf(input);
  if (!target) {
    return { word: input.word, lemma: input.word.toLowerCase(), pos: undefined, syns: [] };
  }
  const found = await sensesOf(target, thesaurus);
  if (!found) {
    return { word: input.word, lemma: target.lemma, pos: target.pos, syns: [] };
  }
  // The word's own sentence and the title: a whole block brings in words unrelated to the word's sense.
  const context = contentStems(`${target.sentence} ${input.title ?? ""}`);
  context.delete(stem(target.head.normal));
  context.delete(stem(target.lemma));
  const ranked = rankSenses(found.senses.slice(0, MAX_SENSES), context);
  const bestFit = Math.max(...ranked.map((sense) => sense.fit));
  const relativeFit = (sense: RankedSense): number => sense.fit / bestFit;
  const candidates: Candidate[] = ranked.flatMap((sense) => candidatesOfSense(relativeFit(sense), sense.synset, "synonym"));
  const best = [...ranked]
    .sort((a, b) => b.fit - a.fit)
    .filter((sense) => relativeFit(sense) >= RELATED_FIT)
    .slice(0, RELATED_SENSES);
  const related = await Promise.all(
    best.flatMap((sense) =>
      RELATIONS_BY_POS[found.pos].map(async ({ relation, as }) => {
        const synsets = await followPointers(thesaurus, sense.synset, [relation], { limit: MAX_RELATED_PER_SENSE });
        // Instances ("Paris" under "city") are names, not words.
        return synsets
          .filter((item) => !item.pointer.symbol.endsWith("i"))
          .flatMap((item) => candidatesOfSense(relativeFit(sense), item.synset, as));
      }),
    ),
  );
  candidates.push(...related.flat());
  const byLemma = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = candidate.lemma.toLowerCase();
    const kept = byLemma.get(key);
    if (isUsable(candidate.lemma, target) && (!kept || candidate.score > kept.score)) {
      byLemma.set(key, candidate);
    }
  }
  const form = formOf(target.head, target.previous);
  const isGerund = found.pos === "verb" && target.head.normal.endsWith("ing");
  const wordForm: WordForm = found.pos === target.pos ? form : isGerund ? { kind: "verb", form: "gerund" } : { kind: "other" };
  const { written } = target;
  const seen = new Set<string>([written.toLowerCase()]);
  const syns: SimilarWord[] = [];
  for (const candidate of [...byLemma.values()].sort((a, b) => b.score - a.score || a.lemma.localeCompare(b.lemma))) {
    const word = matchCase(written, inflect(candidate.lemma, wordForm));
    // Two lemmas can share a form ("large" → "larger" and the lemma "larger").
    if (seen.has(word.toLowerCase()) || syns.length >= MAX_SIMILAR_WORDS) {
      continue;
    }
    seen.add(word.toLowerCase());
    syns.push({
      word,
      lemma: candidate.lemma,
      meaning: candidate.meaning,
      relation: candidate.relation,
      score: Math.round(candidate.score * 1000) / 1000,
    });
  }
  return { word: input.word, lemma: target.lemma, pos: found.pos, syns };
};
