import { percent, plural } from "../scale";
import type { RatingTotals } from "../totals";
import type { RatingDetail, SentenceFeatures } from "../types";
import { detail } from "./detail";

/** The band: at least 40% of neighbouring sentences linked, their content words overlapping by at most 50% on average. */
const OVERLAP_BAND = { linked: 0.4, echo: 0.5 } as const;

/**
 * A sentence is linked to the one before when they share a content-word stem (argument overlap), talk
 * about the same person (I, we, you, he, she, they in any form), or it opens by pointing back
 * ("This", "They", "Such" …).
 */
const isLinked = (previous: SentenceFeatures, sentence: SentenceFeatures): boolean => {
  if (sentence.refersBack || sentence.persons.some((person) => previous.persons.includes(person))) {
    return true;
  }
  const stems = new Set(previous.stems);
  return sentence.stems.some((stem) => stems.has(stem));
};

/** Content-word overlap of two sentences: |A ∩ B| / min(|A|, |B|), 0 when either has none. */
const overlapOf = (previous: SentenceFeatures, sentence: SentenceFeatures): number => {
  const smaller = Math.min(previous.stems.length, sentence.stems.length);
  if (smaller === 0) {
    return 0;
  }
  const stems = new Set(previous.stems);
  return sentence.stems.filter((stem) => stems.has(stem)).length / smaller;
};

/**
 * lexical_overlap, cohesion between neighbouring sentences (after Coh-Metrix's adjacent argument
 * and content-word overlap), with a target band:
 *   linked = share of adjacent pairs that are linked (isLinked)
 *   echo   = mean content-word overlap of adjacent pairs (overlapOf)
 *   score  = min(10 × min(1, linked / 0.4),  10 − 15 × max(0, echo − 0.5))
 * Too few links reads as disconnected; an echo above 50% means sentences repeat each other
 * (2.5 at 100%). Fewer than two sentences: 5, nothing to measure.
 */
export const lexicalOverlap = (totals: RatingTotals): RatingDetail<"lexical_overlap"> => {
  const { sentences } = totals;
  const pairs = sentences.length - 1;
  if (pairs < 1) {
    return detail("lexical_overlap", 5, "Write at least two sentences to measure how they connect.");
  }
  let linked = 0;
  let overlap = 0;
  for (let index = 1; index < sentences.length; index++) {
    const previous = sentences[index - 1];
    const sentence = sentences[index];
    if (previous && sentence) {
      linked += isLinked(previous, sentence) ? 1 : 0;
      overlap += overlapOf(previous, sentence);
    }
  }
  const linkedShare = linked / pairs;
  const echo = overlap / pairs;
  const connected = 10 * Math.min(1, linkedShare / OVERLAP_BAND.linked);
  const varied = 10 - 15 * Math.max(0, echo - OVERLAP_BAND.echo);
  const counted = `${linked} of ${plural(pairs, "neighbouring sentence pair")} (${percent(linkedShare)}) share a key word, a person or a pointer back`;
  if (varied < connected) {
    return detail(
      "lexical_overlap",
      varied,
      `Neighbouring sentences repeat ${percent(echo)} of each other's key words on average; keep it under 50%. Vary the wording or move the idea forward in each sentence.`,
    );
  }
  if (connected < 10) {
    return detail(
      "lexical_overlap",
      connected,
      `Only ${counted}; aim for 40% or more. Carry the subject of one sentence into the next (repeat the key noun, or refer back with "this", "they") so readers can follow the thread.`,
    );
  }
  return detail("lexical_overlap", connected, `${counted}: sentences follow on from each other well.`);
};
