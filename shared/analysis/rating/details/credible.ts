import { mtldOf } from "../../quality";
import { stockWeight } from "../cues/stock-phrases";
import { clamp, percent, plural, quoteExamples } from "../scale";
import { countSentences, type RatingTotals } from "../totals";
import type { CredibleDetailName, RatingDetail } from "../types";
import { lengthSpread } from "./burstiness";
import { detail } from "./detail";

/** Signals needed before the factual share counts in full. */
const FULL_EVIDENCE = 3;

/**
 * fact_emotion, from the facts engine's signal counts (numbers, dates, names, citations versus
 * sentiment words, intensifiers, exclamations):
 *   factual share f = F / (F + E);   raw = 10 × clamp((f − 0.1) / 0.5)
 *   score = 5 + (raw − 5) × min(1, (F + E) / 3)
 * f 60% and more scores 10, 35% scores 5, 10% or less 0; with fewer than 3 signals the score is
 * pulled towards 5 (one signal says little), and no signal at all scores 5.
 */
const factEmotion = (totals: RatingTotals): RatingDetail<"fact_emotion"> => {
  const { factual, emotional } = totals.facts;
  const signals = factual + emotional;
  if (signals === 0) {
    return detail("fact_emotion", 5, "No facts or strong feelings found. Back your main points with figures, dates, names or a source.");
  }
  const share = factual / signals;
  const raw = 10 * clamp((share - 0.1) / 0.5);
  const score = 5 + (raw - 5) * Math.min(1, signals / FULL_EVIDENCE);
  const counted = `${factual} factual signals (numbers, dates, names, sources) against ${emotional} emotional ones (sentiment words, intensifiers, exclamation marks)`;
  if (score >= 7) {
    return detail("fact_emotion", score, `${counted}: claims are backed by facts.`);
  }
  return detail(
    "fact_emotion",
    score,
    `${counted}; ${percent(share)} factual. Support claims with a figure, a date or a named source, and cut intensifiers such as "very" and "really" and extra exclamation marks.`,
  );
};

/**
 * first_person_usage, from the share of words that are I, me, my, mine, myself, we, us, our, ours, ourselves:
 *   p = first-person words / words;   score = 10 × clamp(1 − (p − 0.02) / 0.06)
 * Up to 2% of words scores 10, 5% scores 5, 8% or more 0.
 */
const firstPersonUsage = (totals: RatingTotals): RatingDetail<"first_person_usage"> => {
  const { sentences } = totals;
  const firstPerson = sentences.reduce((sum, sentence) => sum + sentence.firstPerson, 0);
  const share = firstPerson / Math.max(1, totals.text.words);
  const score = 10 * clamp(1 - (share - 0.02) / 0.06);
  const withFirstPerson = countSentences(sentences, (sentence) => sentence.firstPerson > 0);
  const counted = `${plural(firstPerson, "first-person word")} (I, me, my, we …) in ${withFirstPerson} of ${plural(sentences.length, "sentence")}, ${percent(share)} of words`;
  if (score >= 7) {
    return detail("first_person_usage", score, `${counted}: the focus stays on the subject.`);
  }
  return detail(
    "first_person_usage",
    score,
    `${counted}; keep it under 2–3%. Rewrite some sentences around the subject or the evidence instead of yourself ("The data show…" rather than "I think…").`,
  );
};

/**
 * passive_usage, from the share of sentences with a passive ("be" + past participle, passive.ts):
 *   s = passive sentences / sentences;   score = 10 × clamp(1 − (s − 0.1) / 0.4)
 * Up to 10% scores 10, 30% scores 5, 50% or more 0.
 */
const passiveUsage = (totals: RatingTotals): RatingDetail<"passive_usage"> => {
  const { sentences } = totals;
  const passive = sentences.flatMap((sentence) => (sentence.passive === null ? [] : [sentence.passive]));
  const share = passive.length / Math.max(1, sentences.length);
  const score = 10 * clamp(1 - (share - 0.1) / 0.4);
  const counted = `${passive.length} of ${plural(sentences.length, "sentence")} (${percent(share)}) use the passive voice`;
  if (score >= 7) {
    return detail("passive_usage", score, `${counted}: actions have clear actors.`);
  }
  return detail(
    "passive_usage",
    score,
    `${counted} (${quoteExamples(passive)}); keep it under 10%. Say who does what: "The committee decided" rather than "It was decided".`,
  );
};

/** Weights of the three AI-style signals (documented at aiDetection). */
const AI_WEIGHTS = { uniformity: 0.3, diversity: 0.1, stock: 0.6 } as const;
/** Sentences needed before sentence-length uniformity counts. */
const MIN_SENTENCES_FOR_RHYTHM = 5;

/**
 * ai_detection (heuristic; higher = reads more like a person wrote it). Three signals, each 0–1:
 *   uniformity U = clamp((0.45 − CV) / 0.35), CV = std / mean of sentence lengths (low "burstiness":
 *                  people tend to mix short and long sentences, CV ≈ 0.4–0.7; generated text is evener)
 *   diversity  D = clamp((60 − MTLD) / 30)   (low lexical diversity)
 *   stock      S = clamp(stock weight per 100 words / 1.5)   (cues/stock-phrases.ts: "delve",
 *                  "in today's fast-paced world", "it is important to note"; phrases 1, words 0.5)
 *   likeness L = 0.3 U + 0.1 D + 0.6 S   (U left out, weights renormalised, under 5 sentences)
 *   score = 10 × (1 − L)
 * Not a detector: it measures style features that generated text often has, and people write them too.
 */
const aiDetection = (totals: RatingTotals): RatingDetail<"ai_detection"> => {
  const { sentences } = totals;
  const spread = sentences.length >= MIN_SENTENCES_FOR_RHYTHM ? lengthSpread(sentences.map((sentence) => sentence.words)) : null;
  const uniformity = spread === null ? 0 : clamp((0.45 - spread.variation) / 0.35);
  const diversity = clamp((60 - (mtldOf(totals.mtld) ?? 60)) / 30);
  const cues = sentences.flatMap((sentence) => sentence.stock);
  const weight = cues.reduce((sum, cue) => sum + stockWeight(cue), 0);
  const stock = clamp((100 * weight) / Math.max(1, totals.text.words) / 1.5);
  const likeness =
    spread === null
      ? (AI_WEIGHTS.diversity * diversity + AI_WEIGHTS.stock * stock) / (AI_WEIGHTS.diversity + AI_WEIGHTS.stock)
      : AI_WEIGHTS.uniformity * uniformity + AI_WEIGHTS.diversity * diversity + AI_WEIGHTS.stock * stock;
  const advice: string[] = [];
  if (cues.length > 0) {
    advice.push(`Replace stock phrases such as ${quoteExamples(cues, 4)} with your own words.`);
  }
  if (spread !== null && uniformity > 0.5) {
    const { from, to, sentences: inWindow } = spread.window;
    advice.push(
      `Vary sentence length: ${inWindow} of ${sentences.length} sentences have ${from}–${to} words; mix in short punchy ones and a few longer ones.`,
    );
  }
  if (diversity > 0.3) {
    advice.push("Use more varied, specific words.");
  }
  const note =
    "This is a heuristic based on style (sentence rhythm, word variety, stock phrases), not a reliable AI detector: it can be wrong both ways.";
  const verdict =
    likeness < 0.3
      ? "Reads as written by a person."
      : likeness < 0.6
        ? "Some features typical of generated text."
        : "Many features typical of generated text.";
  return detail("ai_detection", 10 * (1 - likeness), [verdict, ...advice, note].join(" "));
};

/** The credible details in the spec's order. */
export const credibleDetails = (totals: RatingTotals): Array<RatingDetail<CredibleDetailName>> => [
  factEmotion(totals),
  firstPersonUsage(totals),
  passiveUsage(totals),
  aiDetection(totals),
];
