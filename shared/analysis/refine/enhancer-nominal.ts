import type { Enhancement } from "./enhancer-types";
import { MAX_ENHANCERS_PER_SPAN } from "./enhancer-types";
import { adverbOf, inflect, matchCase } from "./inflect";
import { bestSense, synsetStems } from "./meaning";
import { isCompoundModifier } from "./decorator-targets";
import type { TaggedToken } from "./tagger";
import { followPointers, type Thesaurus } from "./thesaurus";
import { formOf } from "./word-form";

/** A light verb with an action noun as its object: "made a decision", "gave a clear explanation of". */
export interface NominalSpan {
  verb: TaggedToken;
  noun: TaggedToken;
  /** Adjectives between them ("quick" in "made a quick decision"), turned into adverbs in the rewrite. */
  adjectives: TaggedToken[];
  start: number;
  end: number;
}

/** Verbs that carry little meaning when their object names the action (Williams, "Style": nominalisations). */
const LIGHT_VERBS = new Set([
  "make",
  "give",
  "take",
  "have",
  "do",
  "reach",
  "conduct",
  "perform",
  "provide",
  "offer",
  "hold",
  "undertake",
  "carry",
  "put",
  "come",
  "arrive",
]);
const DETERMINERS = new Set([
  "a",
  "an",
  "the",
  "some",
  "this",
  "that",
  "my",
  "your",
  "his",
  "her",
  "its",
  "our",
  "their",
  "any",
  "another",
]);
/** Light verbs that need a preposition before the noun: "came to a decision", "arrived at a conclusion". */
const LINKING_PREPOSITIONS: Readonly<Record<string, string>> = { come: "to", arrive: "at" };
/**
 * Adjectives whose -ly adverb changes the meaning ("final decision" ≠ "decided finally") or is not
 * English ("big" → "bigly"): the rewrite is offered only without them.
 */
const NO_ADVERB = new Set([
  "final",
  "first",
  "last",
  "big",
  "small",
  "little",
  "good",
  "bad",
  "real",
  "whole",
  "new",
  "old",
  "major",
  "minor",
  "only",
  "certain",
  "main",
  "particular",
  "general",
  "serious",
  "important",
  "detailed",
  "full",
  "short",
  "long",
  "right",
  "wrong",
  "great",
  "high",
  "low",
  "other",
  "same",
  "different",
  "next",
  "further",
]);

/** Light verb (+ preposition) + determiner? + adjectives* + noun (+ "of"), within one clause. */
export const findNominalSpans = (tokens: readonly TaggedToken[]): NominalSpan[] => {
  const spans: NominalSpan[] = [];
  for (const verb of tokens) {
    if (verb.pos !== "VERB" || !LIGHT_VERBS.has(verb.lemma)) {
      continue;
    }
    let next = verb.index + 1;
    const preposition = LINKING_PREPOSITIONS[verb.lemma];
    if (preposition !== undefined) {
      if (tokens[next]?.normal !== preposition) {
        continue;
      }
      next += 1;
    }
    if (DETERMINERS.has(tokens[next]?.normal ?? "")) {
      next += 1;
    }
    const adjectives: TaggedToken[] = [];
    while (tokens[next]?.pos === "ADJ" && adjectives.length < 2) {
      adjectives.push(tokens[next] as TaggedToken);
      next += 1;
    }
    const noun = tokens[next];
    if (noun?.pos !== "NOUN" || isCompoundModifier(tokens[next + 1])) {
      continue;
    }
    const of = tokens[next + 1];
    spans.push({ verb, noun, adjectives, start: verb.start, end: of?.normal === "of" ? of.end : noun.end });
  }
  return spans;
};

const commonPrefix = (a: string, b: string): number => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) {
    length += 1;
  }
  return length;
};

/**
 * The verbs WordNet derives the noun from (derivational pointers "+" leaving the noun itself, in
 * any of its first eight senses: "conclusion" → "conclude" sits in its fourth), kept only when they look like the same word: a shared start of at least
 * 3 letters and half the verb ("decision" → "decide", "explanation" → "explain", but not "car" → "drive").
 */
const verbsOfNoun = async (thesaurus: Thesaurus, noun: string): Promise<Array<{ lemma: string; meaning: string }>> => {
  const senses = (await thesaurus.lookup(noun, "noun")).slice(0, 8);
  const related = (await Promise.all(senses.map((sense) => followPointers(thesaurus, sense, ["derivation"], { fromWord: noun })))).flat();
  // The pointer may land on a minor sense ("explanation" → explain "define"); the meaning shown is
  // the verb's sense that best matches the noun's first sense.
  const nounContext = synsetStems(senses[0]);
  const verbs = new Map<string, { lemma: string; meaning: string; shared: number; tagCount: number }>();
  for (const { synset, word } of related) {
    if (synset.ref.pos !== "verb" || !word || word.includes(" ")) {
      continue;
    }
    const shared = commonPrefix(word.toLowerCase(), noun);
    const tagCount = synset.words.find((item) => item.lemma === word)?.tagCount ?? 0;
    const kept = verbs.get(word);
    if (shared >= 3 && shared * 2 >= word.length && (!kept || tagCount > kept.tagCount)) {
      verbs.set(word, { lemma: word, meaning: synset.definition, shared, tagCount });
    }
  }
  const ranked = [...verbs.values()].sort((a, b) => b.shared - a.shared || b.tagCount - a.tagCount);
  return Promise.all(
    ranked.map(async ({ lemma, meaning }) => ({
      lemma,
      meaning: (await bestSense(thesaurus, lemma, "verb", nounContext))?.definition ?? meaning,
    })),
  );
};

/** A manner adverb WordNet derives from the adjective ("quick" → "quickly"), or undefined. */
const adverbFor = async (thesaurus: Thesaurus, adjective: TaggedToken): Promise<string | undefined> => {
  if (NO_ADVERB.has(adjective.lemma)) {
    return undefined;
  }
  const adverb = adverbOf(adjective.lemma);
  const senses = await thesaurus.lookup(adverb, "adverb");
  return senses.length > 0 ? adverb : undefined;
};

/** "made a quick decision" → "decided quickly": the noun's verb in the light verb's form, adjectives as adverbs after it. */
export const verbsForNominal = async (thesaurus: Thesaurus, span: NominalSpan, tokens: readonly TaggedToken[]): Promise<Enhancement[]> => {
  const verbs = (await verbsOfNoun(thesaurus, span.noun.lemma)).filter((verb) => verb.lemma !== span.verb.lemma);
  if (verbs.length === 0) {
    return [];
  }
  const adverbs = await Promise.all(span.adjectives.map((adjective) => adverbFor(thesaurus, adjective)));
  if (adverbs.some((adverb) => adverb === undefined)) {
    return [];
  }
  const form = formOf(span.verb, tokens[span.verb.index - 1]);
  return verbs.slice(0, MAX_ENHANCERS_PER_SPAN).map(({ lemma, meaning }) => {
    const enhancer = inflect(lemma, form);
    const phrase = matchCase(span.verb.text, [enhancer, ...adverbs].join(" "));
    return { enhancer, lemma, meaning, phrase };
  });
};
