import nlp from "compromise";

/**
 * Puts a dictionary form into the grammatical form of the word it replaces ("stroll" for "walked"
 * → "strolled"), using compromise's conjugation and inflection tables, with English spelling rules
 * as a safety net where compromise's guess is off ("plod" → "plodding", "beautiful" → "more beautiful").
 */

export type VerbForm = "base" | "past" | "participle" | "gerund" | "thirdPerson";
export type Degree = "positive" | "comparative" | "superlative";
export type WordForm =
  { kind: "noun"; plural: boolean } | { kind: "verb"; form: VerbForm } | { kind: "adjective"; degree: Degree } | { kind: "other" };

interface Conjugation {
  Infinitive?: string;
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Participle?: string;
}

/** The slice of compromise's internal transforms used here (compromise types `methods()` as `object`). */
interface Transforms {
  verb: { conjugate: (word: string, model: object) => Conjugation; toInfinitive: (word: string, model: object, tense?: string) => string };
  noun: { toPlural: (word: string, model: object) => string };
  adjective: {
    toComparative: (word: string, model: object) => string;
    toSuperlative: (word: string, model: object) => string;
    toAdverb: (word: string, model: object) => string;
  };
}

let transforms: { methods: Transforms; model: object } | undefined;
const compromise = (): { methods: Transforms; model: object } => {
  transforms ??= { methods: (nlp.methods() as { two: { transform: Transforms } }).two.transform, model: nlp.model() };
  return transforms;
};

export const conjugate = (verb: string): Conjugation => {
  const { methods, model } = compromise();
  return methods.verb.conjugate(verb, model);
};

/** The base form of an inflected verb ("walking" → "walk"), as compromise guesses it. */
export const infinitiveOf = (verb: string): string => {
  const { methods, model } = compromise();
  return methods.verb.toInfinitive(verb, model) || verb;
};

const VOWEL_GROUPS = /[aeiouy]+/g;
/** Vowel pairs that are two syllables ("gi-ant", "vi-o-lent"). */
const HIATUS = /ia|io|eo|uo/g;
/** Rough syllable count: vowel groups plus hiatus pairs, not counting a silent final "e". */
const syllables = (word: string): number => {
  const stem = word.replace(/e$/, "");
  return Math.max(1, (stem.match(VOWEL_GROUPS) ?? []).length + (stem.match(HIATUS) ?? []).length);
};

const SHORT_VOWEL_CONSONANT = /(?:^|[^aeiou])[aeiou][bdgklmnprt]$/;

const gerundOf = (verb: string): string => {
  const guess = conjugate(verb).Gerund;
  if (guess?.endsWith("ing") && !(verb.endsWith("ic") && !guess.endsWith("cking"))) {
    return guess;
  }
  if (verb.endsWith("ie")) {
    return `${verb.slice(0, -2)}ying`;
  }
  if (verb.endsWith("ic")) {
    return `${verb}king`;
  }
  if (/[^eoy]e$/.test(verb)) {
    return `${verb.slice(0, -1)}ing`;
  }
  return syllables(verb) === 1 && SHORT_VOWEL_CONSONANT.test(verb) ? `${verb}${verb.at(-1) ?? ""}ing` : `${verb}ing`;
};

const regularPast = (verb: string): string => {
  if (verb.endsWith("e")) {
    return `${verb}d`;
  }
  if (/[^aeiou]y$/.test(verb)) {
    return `${verb.slice(0, -1)}ied`;
  }
  return syllables(verb) === 1 && SHORT_VOWEL_CONSONANT.test(verb) ? `${verb}${verb.at(-1) ?? ""}ed` : `${verb}ed`;
};

/** Strong verbs compromise conjugates as regular or not at all (its past of "stride" is "stride"). */
const STRONG_VERBS: Readonly<Record<string, { past: string; participle: string }>> = {
  stride: { past: "strode", participle: "stridden" },
  strive: { past: "strove", participle: "striven" },
  thrive: { past: "thrived", participle: "thrived" },
  stink: { past: "stank", participle: "stunk" },
  slink: { past: "slunk", participle: "slunk" },
  sling: { past: "slung", participle: "slung" },
};

/** Verbs whose past is the base form; compromise also returns the base form for "wade", "strut", "tread". */
const SAME_PAST = new Set([
  "put",
  "set",
  "cut",
  "hit",
  "let",
  "shut",
  "cost",
  "hurt",
  "quit",
  "spread",
  "bet",
  "burst",
  "cast",
  "split",
  "read",
  "bid",
  "rid",
  "shed",
  "slit",
  "thrust",
  "upset",
  "broadcast",
  "forecast",
  "wed",
  "fit",
  "knit",
  "beat",
  "input",
  "output",
  "offset",
  "preset",
]);
const IRREGULAR_PAST: Readonly<Record<string, string>> = { tread: "trod" };

/** Whether compromise's lexicon lists a word (its irregular forms "slept", "strove" are there; its guesses are not). */
const isKnownWord = (word: string): boolean => {
  const { model } = compromise();
  return word in (model as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
};

/**
 * compromise's forms with its known slips corrected. A past equal to the base form is only right
 * for verbs like "put", "set", "cut" (SAME_PAST), so "wade" → "wade" becomes "waded"; an
 * irregular form its lexicon does not list is a guess by analogy ("peek" → "pought", after
 * "seek" → "sought") and becomes regular.
 */
const conjugateSafely = (verb: string): Conjugation => {
  const conjugation = conjugate(verb);
  const strong = STRONG_VERBS[verb];
  if (strong) {
    return { ...conjugation, PastTense: strong.past, Participle: strong.participle };
  }
  const irregular = IRREGULAR_PAST[verb];
  if (irregular) {
    return { ...conjugation, PastTense: irregular };
  }
  const isGuess = (form: string | undefined): boolean => form !== undefined && !form.endsWith("ed") && !isKnownWord(form);
  const past = conjugation.PastTense;
  const unchanged = (!past || past === verb) && !SAME_PAST.has(verb);
  return {
    ...conjugation,
    PastTense: unchanged || (past !== verb && isGuess(past)) ? regularPast(verb) : past,
    Participle: isGuess(conjugation.Participle) ? undefined : conjugation.Participle,
  };
};

const inflectVerbWord = (verb: string, form: VerbForm): string => {
  const conjugation = conjugateSafely(verb);
  switch (form) {
    case "base":
      return verb;
    case "gerund":
      return gerundOf(verb);
    case "past":
      return conjugation.PastTense || regularPast(verb);
    case "participle":
      return conjugation.Participle || conjugation.PastTense || regularPast(verb);
    case "thirdPerson":
      return conjugation.PresentTense || `${verb}s`;
  }
};

/** A verb (possibly phrasal, "walk out") in `form`: the first word carries the inflection. */
export const inflectVerb = (verb: string, form: VerbForm): string => {
  const [head = verb, ...rest] = verb.split(" ");
  return [inflectVerbWord(head, form), ...rest].join(" ");
};

/** A noun's plural; for a compound ("hot dog") the last word is pluralised. */
export const pluralize = (noun: string): string => {
  const words = noun.split(" ");
  const last = words.pop() ?? noun;
  const { methods, model } = compromise();
  const plural = methods.noun.toPlural(last, model) || `${last}s`;
  return [...words, plural].join(" ");
};

/** Whether an adjective takes -er/-est: one syllable, or two ending in y, er, le (not -ble) or ow ("happy", "clever", "simple", "narrow"). */
const takesSuffix = (adjective: string): boolean =>
  !adjective.includes(" ") && (syllables(adjective) === 1 || (syllables(adjective) === 2 && /(?:y|er|[^b]le|ow)$/.test(adjective)));

export const compare = (adjective: string, degree: Degree): string => {
  if (degree === "positive") {
    return adjective;
  }
  const { methods, model } = compromise();
  const suffix = degree === "comparative" ? "er" : "est";
  const guess =
    degree === "comparative" ? methods.adjective.toComparative(adjective, model) : methods.adjective.toSuperlative(adjective, model);
  if (takesSuffix(adjective) || (guess && !guess.endsWith(suffix))) {
    return guess || `${adjective}${suffix}`;
  }
  return `${degree === "comparative" ? "more" : "most"} ${adjective}`;
};

/** An adjective's -ly adverb ("quick" → "quickly", "wise" → "wisely"). */
export const adverbOf = (adjective: string): string => {
  const { methods, model } = compromise();
  const guess = methods.adjective.toAdverb(adjective, model);
  return guess && guess.endsWith("ly") ? guess : adjective.endsWith("y") ? `${adjective.slice(0, -1)}ily` : `${adjective}ly`;
};

/** Lemma + form → the written form ("stroll", verb past → "strolled"). */
export const inflect = (lemma: string, form: WordForm): string => {
  switch (form.kind) {
    case "noun":
      return form.plural ? pluralize(lemma) : lemma;
    case "verb":
      return inflectVerb(lemma, form.form);
    case "adjective":
      return compare(lemma, form.degree);
    case "other":
      return lemma;
  }
};

/** Copies the original's capitalisation: "WALKED" → "STROLLED", "Walked" → "Strolled", "walked" → the replacement as is. */
export const matchCase = (original: string, replacement: string): string => {
  if (original.length > 1 && /\p{Lu}/u.test(original) && original === original.toUpperCase()) {
    return replacement.toUpperCase();
  }
  if (/^\p{Lu}/u.test(original)) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
};
