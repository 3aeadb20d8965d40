import type { Feature } from "./feature";
import { attribution } from "./features/attribution";
import { causalClaim } from "./features/causal-claims";
import { datedEvent } from "./features/dated-events";
import { unattributedQuote } from "./features/quotes";
import { firstPerson, opinion, question } from "./features/stance";
import { largeCount, multiplier, percentage, ratio, shareOfPopulation } from "./features/statistics";
import { recordSuperlative, superlative, superlativeScope } from "./features/superlatives";
import { vagueAuthority } from "./features/vague-authority";

/**
 * How the probability is computed.
 *
 * 1. Claim features are combined as a noisy-OR: p = 1 − Π(1 − wᵢ) over the features present. One strong feature
 *    alone clears the threshold; weak features only do so together (a generic superlative 0.35 with a scope 0.3
 *    gives 0.55; a large count 0.35 with a date-free event gives nothing).
 * 2. The result is multiplied by each damper present: an attribution makes any claim fall far below the threshold;
 *    personal statements, opinions and questions halve it or so.
 * 3. Findings below CITATION_THRESHOLD (shared/rules/findings.ts) are dropped (spec 2 §5: "citation items with low
 *    probability dropped").
 *
 * The weights are hand-set, not trained: each says how likely a sentence with only that feature is to need a source.
 */
export interface WeightedFeature {
  feature: Feature;
  weight: number;
  /** Counts only when a feature with one of these ids is present too. */
  requires?: readonly string[];
  /** Does not count when a feature with one of these ids is present (no double counting). */
  excludedBy?: readonly string[];
}

export const CLAIM_FEATURES: readonly WeightedFeature[] = [
  // "studies show", "experts say": the sentence itself asserts evidence it does not cite.
  { feature: vagueAuthority, weight: 0.7 },
  // "42% of…", "3 in 5 adults": numbers someone measured.
  { feature: percentage, weight: 0.6 },
  { feature: ratio, weight: 0.6 },
  // "sugar causes diabetes": a causal verb with a health or science topic.
  { feature: causalClaim, weight: 0.6 },
  // "the largest", "the most popular", "best-selling": a ranking someone measured.
  { feature: recordSuperlative, weight: 0.55 },
  // A quotation of four or more words with no named speaker.
  { feature: unattributedQuote, weight: 0.55 },
  // "founded in 1998", "On 20 July 1969 … landed".
  { feature: datedEvent, weight: 0.55 },
  // "half of Americans", "twice as likely", "doubled": statistics in words.
  { feature: shareOfPopulation, weight: 0.45 },
  { feature: multiplier, weight: 0.4 },
  // "2 million users", "10,000 people": figures, often but not always sourced.
  { feature: largeCount, weight: 0.35 },
  // "the best way", "the nearest shop": usually not a measured claim.
  { feature: superlative, weight: 0.35, excludedBy: ["record-superlative"] },
  // "in the world", "ever", "of all time": only strengthens a superlative.
  { feature: superlativeScope, weight: 0.3, requires: ["record-superlative", "superlative"] },
];

export const DAMPERS: readonly { feature: Feature; factor: number }[] = [
  // Already sourced: "according to the WHO", "(Smith, 2020)", a URL, "[1]".
  { feature: attribution, factor: 0.15 },
  // "I think", "in my opinion", "personally".
  { feature: opinion, factor: 0.5 },
  // "I ran 5 km in 2019": the writer's own experience.
  { feature: firstPerson, factor: 0.6 },
  // A question asserts nothing.
  { feature: question, factor: 0.5 },
];
