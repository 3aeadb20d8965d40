import type { ScoreType } from "./types";

/** Scores are returned out of 10 with one decimal (spec 2 §9). */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export const clamp = (value: number, low = 0, high = 1): number => Math.min(high, Math.max(low, value));

/** A score 0–10, one decimal, from a fraction 0–1. */
export const outOfTen = (fraction: number): number => oneDecimal(10 * clamp(fraction));

/** Thresholds of the score types: good from 7, average from 4, poor below. */
const SCORE_TYPE_THRESHOLDS = { good: 7, average: 4 } as const;

export const scoreTypeOf = (score: number): ScoreType =>
  score >= SCORE_TYPE_THRESHOLDS.good ? "good" : score >= SCORE_TYPE_THRESHOLDS.average ? "average" : "poor";

/** A share as a whole per cent, for messages. */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** "1 sentence", "3 sentences". */
export const plural = (count: number, word: string, many = `${word}s`): string => `${count} ${count === 1 ? word : many}`;

/** Quoted examples for a message: “a”, “b” and “c” (at most `limit`, repeats ignored whatever their case). */
export const quoteExamples = (examples: readonly string[], limit = 3): string => {
  const distinct = new Map<string, string>();
  for (const example of examples) {
    if (!distinct.has(example.toLowerCase())) {
      distinct.set(example.toLowerCase(), example);
    }
  }
  const quoted = [...distinct.values()].slice(0, limit).map((example) => `“${example}”`);
  if (quoted.length <= 1) {
    return quoted[0] ?? "";
  }
  return `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1] ?? ""}`;
};
