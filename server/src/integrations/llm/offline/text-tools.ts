import nlp from "compromise";
import { segmentSentences } from "@wordloom/shared/analysis";
import { summarize } from "@wordloom/shared/analysis/overview";

type Doc = ReturnType<typeof nlp>;
const DOC_CACHE_SIZE = 32;
const docs = new Map<string, Doc>();

/**
 * The compromise parse of a text, kept for the few texts of the current generations: tagging is
 * the engine's main cost (≈ 10 ms per 50 words), and one generation reads the same text several times.
 */
const docOf = (text: string): Doc => {
  const cached = docs.get(text);
  if (cached) {
    return cached;
  }
  const doc = nlp(text);
  docs.set(text, doc);
  if (docs.size > DOC_CACHE_SIZE) {
    const oldest = docs.keys().next().value;
    if (oldest !== undefined) {
      docs.delete(oldest);
    }
  }
  return doc;
};

/** Paragraphs of a text: blank lines or single line breaks both separate them. */
const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n+/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

export const sentencesOf = (text: string): string[] =>
  paragraphsOf(text).flatMap((paragraph) => segmentSentences(paragraph).map((sentence) => sentence.text));

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * The most central sentences (TextRank), in their original order, until about `words` words are
 * reached (at least one sentence).
 */
export const keySentences = (text: string, words: number): string[] => {
  const blocks = paragraphsOf(text).map((paragraph, index) => ({ id: String(index), text: paragraph }));
  const all = sentencesOf(text);
  if (all.length <= 1) {
    return all;
  }
  const ranked = summarize(blocks, { isSubmission: true, sentences: all.length });
  if (!ranked.ok) {
    return all.slice(0, 1);
  }
  const byScore = [...ranked.sentences].sort((first, second) => second.score - first.score);
  const chosen = new Set<string>();
  let total = 0;
  for (const sentence of byScore) {
    if (total >= words && chosen.size > 0) {
      break;
    }
    chosen.add(sentence.text);
    total += countWords(sentence.text);
  }
  return ranked.sentences.map((sentence) => sentence.text).filter((sentence) => chosen.has(sentence));
};

/** Sentences that give an instruction ("Track every expense weekly."), in order. */
export const imperativeSentences = (text: string): string[] =>
  (
    docOf(text)
      .sentences()
      .filter((sentence) => sentence.has("^#Imperative"))
      .out("array") as string[]
  ).map((sentence) => sentence.trim());

const LEADING_WORDS = /^(?:a|an|the|this|that|these|those|every|each|some|any|my|our|your|their|his|her|its)\s+/i;

/** Noun phrases as written, without determiners, pronouns or punctuation; first occurrence first, no duplicates. */
export const nounPhrases = (text: string): string[] => {
  const seen = new Set<string>();
  const phrases: string[] = [];
  // A tag pattern over the cached parse: compromise's nouns() chunker costs more than the parse itself.
  for (const raw of docOf(text).match("#Adjective{0,3} #Noun+").not("(#Pronoun|#Adverb|#Date|#Duration|#Value)").out("array") as string[]) {
    const phrase = raw
      .replace(/[^\p{L}\p{N}\s'&-]/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(LEADING_WORDS, "");
    const key = phrase.toLowerCase();
    if (phrase.length >= 3 && countWords(phrase) <= 4 && !/^\d+$/.test(phrase) && !seen.has(key)) {
      seen.add(key);
      phrases.push(phrase);
    }
  }
  return phrases;
};

/** Noun phrases ranked by how often their words recur in the text (ties keep text order). */
export const keyPhrases = (text: string, limit: number): string[] => {
  const frequency = new Map<string, number>();
  for (const word of text.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []) {
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const score = (phrase: string) =>
    (phrase.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []).reduce(
      (sum, word) => sum + (word.length > 3 ? (frequency.get(word) ?? 0) : 0),
      0,
    );
  return nounPhrases(text)
    .map((phrase, position) => ({ phrase, position, score: score(phrase) }))
    .sort((first, second) => second.score - first.score || first.position - second.position)
    .slice(0, limit)
    .map(({ phrase }) => phrase);
};

const SMALL_WORDS = new Set(["a", "an", "the", "and", "or", "but", "for", "of", "on", "in", "to", "at", "by", "with", "vs", "via"]);

export const titleCase = (text: string): string =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join(" ");

export const capitalize = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The text cut at a word boundary to at most `max` characters ("…" only when cut). */
export const clip = (text: string, max: number): string => {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) {
    return clean;
  }
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
};

/** Clipped at a word boundary without an ellipsis, for fields with hard limits such as poll options. */
export const clipHard = (text: string, max: number): string => {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) {
    return clean;
  }
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "");
};

/** A topic as it reads inside a sentence: trimmed, no final full stop, first letter lower case unless a name. */
export const inline = (topic: string): string => {
  const trimmed = topic.trim().replace(/[.!?]+$/, "");
  return /^[A-Z][a-z]/.test(trimmed) && !nlp(trimmed.split(" ")[0] ?? "").has("#ProperNoun")
    ? `${trimmed.charAt(0).toLowerCase()}${trimmed.slice(1)}`
    : trimmed;
};

/** "small business owners" → "#SmallBusinessOwners"; an apostrophe stays inside its word ("children's corner" → "#ChildrensCorner"). */
export const hashtagOf = (phrase: string): string | null => {
  const words = phrase.replace(/(\p{L})['’](\p{L})/gu, "$1$2").match(/[\p{L}\p{N}]+/gu) ?? [];
  const tag = words.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join("");
  return tag.length >= 2 && tag.length <= 60 ? `#${tag}` : null;
};

/** Names of people in a request ("my sister Anna" → "Anna"): the capitalised words of each person found. */
export const peopleIn = (text: string): string[] =>
  (docOf(text).people().out("array") as string[]).map((person) => (person.match(/\p{Lu}[\p{L}'-]*/gu) ?? []).join(" ")).filter(Boolean);

/** A topic as the templates' slots need it: a noun phrase to put after "about", and whether it was a clause. */
export interface TopicParts {
  /** The topic as written, inline (see `inline`). */
  text: string;
  /** The topic reads as a clause or question ("our library opens on Saturday", "Why libraries matter"), not a noun phrase. */
  clause: boolean;
  /** A noun phrase for "about …", "the basics of …": the topic itself, or the clause's subject. */
  noun: string;
  /** The noun phrase's head is plural ("public libraries"): "matter", not "matters". */
  plural: boolean;
}

const QUESTION_START = /^(?:why|how|what|when|where|who|whether|which|if|is|are|do|does|can|should)\b\s*/i;
const FINITE = "(#PresentTense|#PastTense|#Copula|#Modal|#Auxiliary|#FutureTense)";
/** Adverbs that stand before a verb compromise reads as a noun ("libraries still matter"). */
const BEFORE_VERB = /\b(?:still|now|really|always|never|often|rarely|finally|just|already|also)\s+\p{L}/iu;

const PRONOUN = /^(?:i|we|you|they|he|she|it|this|that|there)$/i;

/** Whether a noun phrase's head is plural: "public libraries", "sleep and productivity"; not "remote work for small teams". */
const isPluralNoun = (phrase: string): boolean => {
  const head = phrase.split(/\s+(?:of|for|in|with|on|at|to|about|that|from|by|who|which)\s+/i)[0] ?? phrase;
  if (/\s(?:and|&)\s/i.test(head)) {
    return true;
  }
  const last = head.split(/\s+/).at(-1) ?? "";
  return /^(?:people|children|men|women|data|we|they)$/i.test(last) || nlp(`the ${last}`).nouns().isPlural().found;
};

/** "Why public libraries still matter" → clause, noun "public libraries" (plural); "remote work" → itself. */
export const topicParts = (topic: string): TopicParts => {
  const text = inline(topic);
  const question = QUESTION_START.test(text);
  const rest = text.replace(QUESTION_START, "").replace(/^to\s+/i, "");
  const doc = docOf(rest);
  const gerundStart = /^\p{L}+ing\b/iu.test(rest) || doc.has("^#Gerund");
  const finite = doc.match(FINITE).not("#Gerund");
  const clause = question || (!gerundStart && (finite.found || BEFORE_VERB.test(rest)));
  if (!clause) {
    // A gerund phrase is one thing ("building habits that last is hard").
    return { text, clause, noun: text, plural: !gerundStart && isPluralNoun(text) };
  }
  // The clause's subject: its words before the first finite verb (or the adverb before it).
  const words = rest.split(/\s+/);
  let before = rest;
  let after = "";
  const verb = (finite.out("array") as string[])[0]?.trim();
  const at = verb ? rest.toLowerCase().indexOf(verb.toLowerCase()) : -1;
  if (/^(?:is|are|do|does|can|should)\b/i.test(text)) {
    // "Is remote work here to stay?": the subject runs to the first word that is not part of it.
    before = rest.split(/\s+(?:here|there|to|going|worth|still|really|good|bad|better|dead|over|the|a|an)\b/i)[0] ?? rest;
  } else if (at >= 0 && verb) {
    before = rest.slice(0, at);
    after = rest.slice(at + verb.length);
  } else if (question && !BEFORE_VERB.test(rest)) {
    // compromise reads "matters" in "onboarding matters" as a noun: the first later word that is a verb after "it".
    const verbAt = words.findIndex((word, index) => index > 0 && nlp(`it ${word}`).has("#PresentTense"));
    if (verbAt > 0) {
      before = words.slice(0, verbAt).join(" ");
      after = words.slice(verbAt + 1).join(" ");
    }
  }
  const adverb = BEFORE_VERB.exec(before);
  if (adverb) {
    before = before.slice(0, adverb.index);
  }
  before = before
    .replace(/\s+(?:still|now|really|always|never|often|rarely|finally|just|already|also)\s*$/i, "")
    .replace(/[^\p{L}\p{N}\s'’&-]/gu, "")
    .trim();
  const object = after.replace(/[^\p{L}\p{N}\s'’&-]/gu, "").trim();
  const noun =
    before && !PRONOUN.test(before) && !/^(?:what|who|which)$/i.test(before) && countWords(before) <= 6
      ? before
      : /^(?:a|an|the|our|my|your|their|his|her|its)\s/i.test(object) && countWords(object) <= 6
        ? object
        : (nounPhrases(rest)[0] ?? "this");
  return { text, clause, noun, plural: isPluralNoun(noun) };
};
/** The verb "matter" agreeing with a noun phrase: "matters" or "matter". */
export const agree = (parts: Pick<TopicParts, "plural">, singular: string, plural: string): string => (parts.plural ? plural : singular);
