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

/** "small business owners" → "#SmallBusinessOwners". */
export const hashtagOf = (phrase: string): string | null => {
  const words = phrase.match(/[\p{L}\p{N}]+/gu) ?? [];
  const tag = words.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`).join("");
  return tag.length >= 2 && tag.length <= 60 ? `#${tag}` : null;
};

/** Names of people in a request ("my sister Anna" → "Anna"): the capitalised words of each person found. */
export const peopleIn = (text: string): string[] =>
  (docOf(text).people().out("array") as string[]).map((person) => (person.match(/\p{Lu}[\p{L}'-]*/gu) ?? []).join(" ")).filter(Boolean);
