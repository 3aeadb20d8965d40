import { oneDecimal, scoreTypeOf } from "./scale";
import type { ClarityDetailName, CreativeDetailName, CredibleDetailName, DetailName, EngagingDetailName, RatingDetail } from "./types";

/**
 * Weights of each group's details; each group's weights sum to 1. Group score = Σ weight × detail
 * score (the rounded detail scores shown), rounded to one decimal.
 *
 * Clarity leans on readability and on how sentences connect; creative on motivation (the most
 * common creative device in non-fiction) over the two heuristics; credible weighs evidence and the
 * AI-style heuristic above pronoun and voice choices; engaging leans on emotion.
 */
export const CLARITY_WEIGHTS: Readonly<Record<ClarityDetailName, number>> = {
  content_diversity: 0.15,
  lexical_overlap: 0.2,
  readability: 0.3,
  connectors: 0.15,
  intent: 0.2,
};
export const CREATIVE_WEIGHTS: Readonly<Record<CreativeDetailName, number>> = { humor: 0.3, motivation: 0.45, sarcasm: 0.25 };
export const CREDIBLE_WEIGHTS: Readonly<Record<CredibleDetailName, number>> = {
  fact_emotion: 0.3,
  first_person_usage: 0.2,
  passive_usage: 0.2,
  ai_detection: 0.3,
};
export const ENGAGING_WEIGHTS: Readonly<Record<EngagingDetailName, number>> = { emotions: 0.4, subjectivity: 0.3, uniqueness: 0.3 };

/** Σ weight × score over the details, one decimal. */
export const weightedScore = <Name extends DetailName>(
  details: ReadonlyArray<RatingDetail<Name>>,
  weights: Readonly<Record<Name, number>>,
): number => oneDecimal(details.reduce((sum, item) => sum + weights[item.name] * item.score, 0));

/** How the group message names a detail. */
const LABELS: Readonly<Record<DetailName, string>> = {
  content_diversity: "content diversity",
  lexical_overlap: "lexical overlap",
  readability: "readability",
  connectors: "connectors",
  intent: "intent",
  humor: "humour",
  motivation: "motivation",
  sarcasm: "sarcasm",
  fact_emotion: "facts versus emotions",
  first_person_usage: "first-person usage",
  passive_usage: "passive voice",
  ai_detection: "AI-style writing",
  emotions: "emotions",
  subjectivity: "subjectivity",
  uniqueness: "uniqueness",
};

/**
 * The group's message: its score and type, then the detail that would gain the group the most
 * points (weight × room to 10) with that detail's advice.
 */
export const groupMessage = <Name extends DetailName>(
  group: string,
  score: number,
  details: ReadonlyArray<RatingDetail<Name>>,
  weights: Readonly<Record<Name, number>>,
): string => {
  const head = `${group} is ${scoreTypeOf(score)} (${score.toFixed(1)}/10).`;
  const [focus] = [...details].sort(
    (first, second) => weights[second.name] * (10 - second.score) - weights[first.name] * (10 - first.score),
  );
  if (!focus || focus.score >= 9) {
    return `${head} Every part scores well; keep it up.`;
  }
  return `${head} Most to gain from ${LABELS[focus.name]} (${focus.score.toFixed(1)}): ${focus.message}`;
};
