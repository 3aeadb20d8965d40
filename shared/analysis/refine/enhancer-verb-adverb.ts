import { contentStems, stem } from "./context";
import type { Enhancement } from "./enhancer-types";
import { MAX_ENHANCERS_PER_SPAN } from "./enhancer-types";
import { inflect, matchCase } from "./inflect";
import { bestSense, synsetStems, unionStems } from "./meaning";
import { MANNERS, STRONG_VERBS } from "./strong-verbs";
import type { TaggedToken } from "./tagger";
import { followPointers, type Thesaurus } from "./thesaurus";
import { formOf } from "./word-form";

/** A weak verb with a manner adverb: "walked slowly", "slowly walked", "closed the door loudly". */
export interface VerbAdverbSpan {
  verb: TaggedToken;
  adverb: TaggedToken;
  /** The manner key the adverb belongs to (MANNERS), or the adverb itself. */
  manner: string;
  start: number;
  end: number;
  /** Words between verb and adverb that stay (the object: "the door"). */
  kept: string;
}

const MANNER_OF = new Map(Object.entries(MANNERS).flatMap(([manner, adverbs]) => adverbs.map((adverb) => [adverb, manner] as const)));
const INTENSIFIERS = new Set(["very", "really", "so", "too", "quite", "extremely", "rather", "pretty"]);
/** Words allowed between a verb and a later adverb (a short object: "the door", "at the report"). */
const OBJECT_TAGS = new Set(["DET", "PRON", "NOUN", "PROPN", "ADJ", "NUM"]);
const MAX_OBJECT_WORDS = 4;
/**
 * Strong verbs that keep "at" ("looked at the report quickly" → "glanced at the report"); others
 * take the object directly ("looked at the report carefully" → "examined the report").
 */
const AT_VERBS = new Set([
  "glance",
  "peek",
  "peep",
  "peer",
  "stare",
  "gaze",
  "glare",
  "scowl",
  "glower",
  "squint",
  "frown",
  "laugh",
  "chuckle",
  "giggle",
  "snicker",
  "shout",
  "yell",
  "snap",
  "snarl",
  "growl",
  "bark",
  "rush",
  "dash",
  "hurry",
]);

/** The object kept after the strong verb, with a leading "at" only where the verb takes it. */
const keptFor = (lemma: string, kept: string): string => (/^at\s/i.test(kept) && !AT_VERBS.has(lemma) ? kept.replace(/^at\s+/i, "") : kept);

const isMannerAdverb = (token: TaggedToken | undefined): token is TaggedToken =>
  token !== undefined && token.pos === "ADV" && (MANNER_OF.has(token.normal) || (/ly$/.test(token.normal) && token.normal.length > 4));

/** Verb + manner adverb spans of one token list (the adverb before the verb, right after it, after "very", or after a short object). */
export const findVerbAdverbSpans = (text: string, tokens: readonly TaggedToken[]): VerbAdverbSpan[] => {
  const spans: VerbAdverbSpan[] = [];
  for (const verb of tokens) {
    if (verb.pos !== "VERB") {
      continue;
    }
    const before = tokens[verb.index - 1];
    let adverb: TaggedToken | undefined;
    let keptFrom = verb.end;
    let keptTo = verb.end;
    if (isMannerAdverb(before) && !INTENSIFIERS.has(tokens[verb.index - 2]?.normal ?? "")) {
      adverb = before;
    } else {
      let next = verb.index + 1;
      if (INTENSIFIERS.has(tokens[next]?.normal ?? "") && isMannerAdverb(tokens[next + 1])) {
        next += 1;
      }
      let objectWords = 0;
      // A prepositional object may start the gap ("looked at the report quickly").
      const isObjectWord = (token: TaggedToken | undefined, position: number): boolean =>
        token !== undefined && (OBJECT_TAGS.has(token.pos) || (position === 0 && token.pos === "ADP")) && !isMannerAdverb(token);
      while (objectWords < MAX_OBJECT_WORDS && isObjectWord(tokens[next], objectWords)) {
        next += 1;
        objectWords += 1;
      }
      if (objectWords > 0 && INTENSIFIERS.has(tokens[next]?.normal ?? "") && isMannerAdverb(tokens[next + 1])) {
        next += 1;
      }
      const candidate = tokens[next];
      if (isMannerAdverb(candidate)) {
        adverb = candidate;
        if (objectWords > 0) {
          keptFrom = tokens[verb.index + 1]?.start ?? verb.end;
          keptTo = tokens[verb.index + objectWords]?.end ?? verb.end;
        }
      }
    }
    if (adverb) {
      const start = Math.min(verb.start, adverb.start);
      const end = Math.max(verb.end, adverb.end);
      spans.push({ verb, adverb, manner: MANNER_OF.get(adverb.normal) ?? adverb.normal, start, end, kept: text.slice(keptFrom, keptTo) });
    }
  }
  return spans;
};

/** Words whose presence in a troponym's definition expresses the manner ("slowly" → slow, leisurely, …). */
const mannerWords = (span: VerbAdverbSpan): Set<string> => {
  const words = [
    span.adverb.normal,
    span.adverb.normal.replace(/ly$/, ""),
    span.adverb.normal.replace(/ily$/, "y"),
    ...(MANNERS[span.manner] ?? []),
  ];
  return new Set(words.map(stem));
};

/** WordNet troponyms of the verb whose definitions name the manner: walk + slowly → amble ("walk leisurely"). */
const troponymsForManner = async (thesaurus: Thesaurus, span: VerbAdverbSpan): Promise<Array<{ lemma: string; meaning: string }>> => {
  const senses = (await thesaurus.lookup(span.verb.lemma, "verb")).slice(0, 2);
  const manner = mannerWords(span);
  const found: Array<{ lemma: string; meaning: string }> = [];
  for (const sense of senses) {
    for (const { synset } of await followPointers(thesaurus, sense, ["hyponym"], { limit: 80 })) {
      const definitionWords = contentStems(synset.definition);
      const first = synset.words[0]?.lemma;
      if (first && !first.includes(" ") && [...manner].some((word) => definitionWords.has(word))) {
        found.push({ lemma: first, meaning: synset.definition });
      }
    }
  }
  return found;
};

/** Strong verbs for one span: the curated table first, then WordNet's troponyms; inflected like the weak verb. */
export const strongVerbsFor = async (
  thesaurus: Thesaurus,
  span: VerbAdverbSpan,
  tokens: readonly TaggedToken[],
): Promise<Enhancement[]> => {
  const curated = STRONG_VERBS[`${span.verb.lemma} ${span.manner}`] ?? [];
  const context = contentStems(tokens.map((token) => token.text).join(" "));
  const verbSense = await bestSense(thesaurus, span.verb.lemma, "verb", context);
  const senseContext = unionStems(context, synsetStems(verbSense));
  const fromTable = await Promise.all(
    curated.map(async (lemma) => ({ lemma, meaning: (await bestSense(thesaurus, lemma, "verb", senseContext))?.definition })),
  );
  const fromWordNet = await troponymsForManner(thesaurus, span);
  const form = formOf(span.verb, tokens[span.verb.index - 1]);
  const written = span.verb.index < span.adverb.index ? span.verb.text : span.adverb.text;
  const seen = new Set<string>();
  const enhancements: Enhancement[] = [];
  for (const { lemma, meaning } of [...fromTable, ...fromWordNet]) {
    if (!meaning || seen.has(lemma) || lemma === span.verb.lemma || enhancements.length >= MAX_ENHANCERS_PER_SPAN) {
      continue;
    }
    seen.add(lemma);
    const enhancer = inflect(lemma, form);
    const kept = keptFor(lemma, span.kept);
    const phrase = matchCase(written, kept ? `${enhancer} ${kept}` : enhancer);
    enhancements.push({ enhancer, lemma, meaning, phrase });
  }
  return enhancements;
};
