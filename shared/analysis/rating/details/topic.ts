import { contentStem, wordsOf } from "../../quality";
import type { SentenceFeatures } from "../types";

export interface TopicMatchResult {
  /** Where the topic came from: the title, the opening sentence (no title), or nowhere (too little text). */
  source: "title" | "opening" | "none";
  /** 0–10 (unrounded). */
  score: number;
  /** Sentences compared with the topic, and how many of them use a topic word. */
  compared: number;
  mentioning: number;
  /** Title words (as written) the text never uses; empty for an opening-sentence topic. */
  missing: string[];
}

/** A topic word in 30% of the sentences counts as fully spread (as in the overview's topic match). */
const FULL_SPREAD = 0.3;

/** Content words of a title, keyed by stem, as written. */
const titleTerms = (title: string): Map<string, string> => {
  const terms = new Map<string, string>();
  for (const word of wordsOf(title)) {
    const stem = contentStem(word);
    if (stem !== null && !terms.has(stem)) {
      terms.set(stem, word);
    }
  }
  return terms;
};

/**
 * How well sentences keep to a topic:
 *   coverage = |topic stems used in the sentences| / |topic stems|
 *   spread   = min(1, sentences holding a topic stem / sentences / 0.3)
 *   score    = 10 × (0.6 × coverage + 0.4 × spread)
 * The topic is the title's content words; without a title (or one with no content word) it is the
 * opening sentence's, compared with the sentences after it. Stems are the quality engine's light
 * stems (plural -s, possessive 's), so "bee" and "bees" match and synonyms do not.
 */
export const topicMatch = (title: string, sentences: readonly SentenceFeatures[]): TopicMatchResult => {
  const fromTitle = titleTerms(title);
  const [opening, ...rest] = sentences;
  const source = fromTitle.size > 0 ? "title" : opening && opening.stems.length > 0 && rest.length > 0 ? "opening" : "none";
  if (source === "none") {
    return { source, score: 5, compared: sentences.length, mentioning: 0, missing: [] };
  }
  const topic = source === "title" ? new Set(fromTitle.keys()) : new Set(opening?.stems ?? []);
  const compared = source === "title" ? sentences : rest;
  const used = new Set<string>();
  let mentioning = 0;
  for (const sentence of compared) {
    const hits = sentence.stems.filter((stem) => topic.has(stem));
    hits.forEach((stem) => used.add(stem));
    mentioning += hits.length > 0 ? 1 : 0;
  }
  const coverage = used.size / topic.size;
  const spread = compared.length === 0 ? 0 : Math.min(1, mentioning / compared.length / FULL_SPREAD);
  const missing = source === "title" ? [...fromTitle.entries()].filter(([stem]) => !used.has(stem)).map(([, word]) => word) : [];
  return { source, score: 10 * (0.6 * coverage + 0.4 * spread), compared: compared.length, mentioning, missing };
};
