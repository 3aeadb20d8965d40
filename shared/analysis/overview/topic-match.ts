import { contentTerms, isContentWord, termOf, tokenizeWords } from "./terms";

export interface TopicMatch {
  /** 0–10, one decimal. */
  matchscore: number;
  /** Share of the topic's content words found in the text, 0–1. */
  coverage: number;
  /** How salient the topic words are among the text's words, 0–1. */
  prominence: number;
  /** Share of sentences that mention a topic word, over 30%, capped at 1. */
  spread: number;
  /** Topic words (as written in the topic) that the text never uses. */
  missing: string[];
}

/** A topic word in 30% of the sentences counts as fully spread. */
const FULL_SPREAD = 0.3;

/**
 * How well a text matches its topic or title, 0–10:
 *   matchscore = 10 × (0.5 × coverage + 0.3 × prominence + 0.2 × spread)
 * over content-word stems (stop words dropped, Porter stems, so "bee" ≠ "honeybee" but
 * "honeybees" = "honeybee"):
 *   coverage   = |topic terms used in the text| / |topic terms|
 *   prominence = Σ_{t ∈ topic} w(t) / (sum of the |topic| largest w in the text), with the in-document
 *                TF-IDF weight w(t) = tf(t) × ln(1 + N / df(t)) (N sentences, df = sentences holding t);
 *                1 when the topic words are the text's most salient words
 *   spread     = min(1, share of sentences holding a topic term / 0.3)
 * Synonyms do not count: a text about "cars" titled "Automobiles" scores low (a known limit).
 */
export const matchTopic = (topic: string, sentences: readonly string[]): TopicMatch => {
  const topicWords = new Map<string, string>();
  for (const token of tokenizeWords(topic)) {
    if (isContentWord(token.word)) {
      const term = termOf(token.word);
      if (!topicWords.has(term)) {
        topicWords.set(term, token.word);
      }
    }
  }
  const sentenceTerms = sentences.map((sentence) => contentTerms(sentence));
  if (topicWords.size === 0 || sentenceTerms.length === 0) {
    return { matchscore: 0, coverage: 0, prominence: 0, spread: 0, missing: [...topicWords.values()] };
  }
  const tf = new Map<string, number>();
  const df = new Map<string, number>();
  for (const terms of sentenceTerms) {
    terms.forEach((term) => tf.set(term, (tf.get(term) ?? 0) + 1));
    new Set(terms).forEach((term) => df.set(term, (df.get(term) ?? 0) + 1));
  }
  const total = sentenceTerms.length;
  const weight = (term: string): number => {
    const frequency = tf.get(term) ?? 0;
    return frequency === 0 ? 0 : frequency * Math.log(1 + total / (df.get(term) ?? 1));
  };
  const topicTerms = [...topicWords.keys()];
  const used = topicTerms.filter((term) => (tf.get(term) ?? 0) > 0);
  const coverage = used.length / topicTerms.length;
  const best = [...tf.keys()]
    .map(weight)
    .sort((first, second) => second - first)
    .slice(0, topicTerms.length)
    .reduce((sum, value) => sum + value, 0);
  const prominence = best === 0 ? 0 : Math.min(1, topicTerms.reduce((sum, term) => sum + weight(term), 0) / best);
  const mentioning = sentenceTerms.filter((terms) => terms.some((term) => topicWords.has(term))).length;
  const spread = Math.min(1, mentioning / total / FULL_SPREAD);
  const matchscore = Math.round(10 * (0.5 * coverage + 0.3 * prominence + 0.2 * spread) * 10) / 10;
  const round = (value: number): number => Math.round(value * 100) / 100;
  return {
    matchscore,
    coverage: round(coverage),
    prominence: round(prominence),
    spread: round(spread),
    missing: topicTerms.filter((term) => !used.includes(term)).map((term) => topicWords.get(term) ?? term),
  };
};
