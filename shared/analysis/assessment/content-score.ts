import { detectIntent, extractKeywords, termOf, tokenizeWords, isContentWord, type Intent, type IntentResult } from "../overview";
import { isConnected } from "../quality";
import type { AssessmentInput, DetailItem, ScoredPart } from "./types";
import { clamp01, oneDecimal } from "./types";
import type { TextFacts } from "./text-facts";

/**
 * Content out of 30: task relevance (10), use of the word limit (8) and structure (12).
 *
 * Relevance, from the intent and keyword engines:
 *   topic    = the intent engine's topic matchscore against the exercise's topic, full at 5 of 10 → 6 (8 without a source)
 *   intent   = 2 when a detected intent is one the task asks for (or the task names none), else 0
 *   source   = 2 × the share of the source's top keywords (up to 8) the text uses        (only with a source)
 * Word limit: 8 × min(1, words / (60% of the limit)).
 * Structure: 4 × sentences that start with a capital and end with punctuation, 3 × paragraphing
 * (texts over 120 words want 2+ paragraphs), 2.5 × connectors (a quarter of the sentences linked
 * counts as full), 2.5 × sentence length (average up to 22 words full, 0 at 42; under 5 words, half).
 */
export const CONTENT_MAX = 30;
const FULL_WORD_USE = 0.6;
const SOURCE_KEYWORDS = 8;
/** Relevance is a gate, not a race: a matchscore of 5 (of 10) is on topic; repeating the topic's words earns nothing more. */
const TOPIC_FULL_MATCH = 5;

const point = (label: string, value: number, max: number, note: string, sentence: string | null = null): DetailItem => ({
  label,
  sentence,
  note: `${note} (${oneDecimal(value)}/${max})`,
  points: oneDecimal(value),
});

const keyTermsOf = (source: string): { terms: string[]; words: string[] } => {
  const result = extractKeywords([{ id: "source", text: source }], { minWords: 20, limit: SOURCE_KEYWORDS });
  if (result.ok && result.keywords.length > 0) {
    const words = result.keywords.map((keyword) => keyword.keyword);
    return {
      terms: words.map((word) =>
        tokenizeWords(word)
          .filter((token) => isContentWord(token.word))
          .map((token) => termOf(token.word))
          .join(" "),
      ),
      words,
    };
  }
  const counts = new Map<string, { count: number; word: string }>();
  for (const token of tokenizeWords(source)) {
    if (isContentWord(token.word)) {
      const term = termOf(token.word);
      const entry = counts.get(term) ?? { count: 0, word: token.word };
      entry.count += 1;
      counts.set(term, entry);
    }
  }
  const top = [...counts.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0])).slice(0, SOURCE_KEYWORDS);
  return { terms: top.map(([term]) => term), words: top.map(([, entry]) => entry.word) };
};

const relevance = (input: AssessmentInput, facts: TextFacts, intent: IntentResult): { score: number; items: DetailItem[] } => {
  const hasSource = input.source.trim().length > 0;
  const topicMax = hasSource ? 6 : 8;
  const hasTopic = input.topic.trim().length > 0;
  const topic = hasTopic ? topicMax * clamp01(intent.matchscore / TOPIC_FULL_MATCH) : topicMax;
  const items = [
    point(
      "Topic",
      topic,
      topicMax,
      !hasTopic
        ? "No topic was given to check against"
        : intent.missingTopicWords.length > 0
          ? `The text uses the topic's words only in part; missing: ${intent.missingTopicWords.slice(0, 5).join(", ")}`
          : "The text stays on the topic",
    ),
  ];
  const expected = new Set<Intent>(input.expectedIntents);
  const matched = intent.intent.filter((found) => expected.has(found));
  const intentScore = expected.size === 0 || matched.length > 0 ? 2 : 0;
  items.push(
    point(
      "Purpose",
      intentScore,
      2,
      expected.size === 0
        ? "The task asks for no particular purpose"
        : matched.length > 0
          ? `Reads as ${matched.join(" and ")}, as the task asks`
          : `The task asks for ${[...expected].join(" or ")} writing; the text reads as ${intent.intent.join(", ") || "none of these"}`,
    ),
  );
  let sourceScore = 0;
  if (hasSource) {
    const key = keyTermsOf(input.source);
    const textTerms = new Set(tokenizeWords(facts.words.join(" ")).map((token) => termOf(token.word)));
    const used = key.terms.filter((term) => term.split(" ").every((part) => textTerms.has(part)));
    sourceScore = key.terms.length === 0 ? 2 : (2 * used.length) / key.terms.length;
    const missing = key.words.filter((_word, index) => !used.includes(key.terms[index] ?? ""));
    items.push(
      point(
        "Source",
        sourceScore,
        2,
        missing.length === 0 ? "Uses the source's key ideas" : `Key ideas of the source not used: ${missing.slice(0, 5).join(", ")}`,
      ),
    );
  }
  return { score: topic + intentScore + sourceScore, items };
};

const wordUse = (input: AssessmentInput, facts: TextFacts): DetailItem => {
  const words = facts.words.length;
  const score = 8 * clamp01(words / (FULL_WORD_USE * input.wordLimit));
  return point(
    "Length",
    score,
    8,
    `${words} of ${input.wordLimit} words${score < 8 ? `; ${Math.ceil(FULL_WORD_USE * input.wordLimit)} or more earn full marks` : ""}`,
  );
};

const structure = (facts: TextFacts): DetailItem[] => {
  const sentences = facts.sentences;
  const count = Math.max(1, sentences.length);
  const wellFormed = sentences.filter((sentence) => /^[\p{Lu}\p{N}"'“‘(]/u.test(sentence) && /[.!?…"'”’)]$/u.test(sentence.trim())).length;
  const malformed = sentences.find((sentence) => !(/^[\p{Lu}\p{N}"'“‘(]/u.test(sentence) && /[.!?…"'”’)]$/u.test(sentence.trim())));
  const formed = (4 * wellFormed) / count;
  const words = facts.words.length;
  const paragraphs = facts.blocks.length;
  const paragraphing = words <= 120 ? 3 : 3 * clamp01((paragraphs - 1) / 2);
  const connected = sentences.filter((sentence) => isConnected(sentence)).length;
  const connectors = sentences.length < 2 ? 2.5 : 2.5 * clamp01(connected / count / 0.25);
  const average = words / count;
  const lengthScore = average < 5 ? 1.25 : 2.5 * clamp01(1 - Math.max(0, average - 22) / 20);
  return [
    point(
      "Sentences",
      formed,
      4,
      `${wellFormed} of ${sentences.length} sentences start with a capital and end with punctuation`,
      malformed ?? null,
    ),
    point(
      "Paragraphs",
      paragraphing,
      3,
      words <= 120 ? "Short text: one paragraph is enough" : `${paragraphs} paragraph${paragraphs === 1 ? "" : "s"}`,
    ),
    point("Connectors", connectors, 2.5, `${connected} of ${sentences.length} sentences linked with connectors (however, because, so, …)`),
    point("Sentence length", lengthScore, 2.5, `${oneDecimal(average)} words per sentence on average`),
  ];
};

export const contentScore = (input: AssessmentInput, facts: TextFacts): { part: ScoredPart; intent: IntentResult } => {
  const intent = detectIntent({ blocks: facts.blocks, topic: input.topic });
  if (facts.words.length === 0) {
    return { part: { score: 0, max: CONTENT_MAX, details: { summary: "There is no text to assess.", items: [] } }, intent };
  }
  const relevant = relevance(input, facts, intent);
  const items = [...relevant.items, wordUse(input, facts), ...structure(facts)];
  const score = oneDecimal(
    Math.min(
      CONTENT_MAX,
      items.reduce((sum, item) => sum + (item.points ?? 0), 0),
    ),
  );
  return {
    part: {
      score,
      max: CONTENT_MAX,
      details: { summary: "Task relevance (10), use of the word limit (8) and structure (12).", items },
    },
    intent,
  };
};
