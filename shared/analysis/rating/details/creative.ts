import { percent, plural, quoteExamples } from "../scale";
import { countSentences, type RatingTotals } from "../totals";
import type { CreativeDetailName, RatingDetail } from "../types";
import { detail } from "./detail";

/** One sentence in ten with a humour cue is full marks. */
const HUMOR_TARGET = 0.1;

/**
 * humor (heuristic), from the curated humour-cue list (cues/humor.ts: "lol", "haha", "just kidding",
 * "pun intended", "plot twist", irony markers, laughing emoji):
 *   share = sentences with a humour cue / sentences;   score = 10 × min(1, share / 0.1)
 */
export const humor = (totals: RatingTotals): RatingDetail<"humor"> => {
  const { sentences } = totals;
  const cued = sentences.filter((sentence) => sentence.humor.length > 0);
  const share = cued.length / Math.max(1, sentences.length);
  const score = 10 * Math.min(1, share / HUMOR_TARGET);
  const note = "Heuristic: only signalled humour (joke and laughter markers, wordplay and irony cues) is found, so deadpan wit is missed.";
  if (cued.length === 0) {
    return detail(
      "humor",
      score,
      `No humour cues found. If the piece allows it, add a light aside, a playful comparison or a bit of self-irony. ${note}`,
    );
  }
  const examples = quoteExamples(cued.flatMap((sentence) => sentence.humor));
  if (score >= 7) {
    return detail(
      "humor",
      score,
      `${plural(cued.length, "sentence")} of ${sentences.length} carry humour (${examples}). Keep it light and make sure each joke serves the point. ${note}`,
    );
  }
  return detail(
    "humor",
    score,
    `Humour shows in ${plural(cued.length, "sentence")} of ${sentences.length} (${examples}); about one sentence in ten would make the tone lighter. ${note}`,
  );
};

/** Two motivating sentences in five is full marks. */
const MOTIVATION_TARGET = 0.4;

/**
 * motivation, from directive and reader-focused language: a sentence motivates when it is an
 * imperative ("Start today", "Don't wait"), addresses the reader (you, your) or names a goal or
 * benefit ("achieve", "improve", "you can"):
 *   share = motivating sentences / sentences;   score = 10 × min(1, share / 0.4)
 */
export const motivation = (totals: RatingTotals): RatingDetail<"motivation"> => {
  const { sentences } = totals;
  const imperative = countSentences(sentences, (sentence) => sentence.imperative);
  const addressed = countSentences(sentences, (sentence) => sentence.secondPerson > 0);
  const benefit = countSentences(sentences, (sentence) => sentence.benefit > 0);
  const motivating = countSentences(sentences, (sentence) => sentence.imperative || sentence.secondPerson > 0 || sentence.benefit > 0);
  const share = motivating / Math.max(1, sentences.length);
  const score = 10 * Math.min(1, share / MOTIVATION_TARGET);
  const counted = `${motivating} of ${plural(sentences.length, "sentence")} (${percent(share)}) motivate: ${plural(imperative, "call")} to action, ${addressed} speaking to the reader as "you", ${benefit} naming a goal or benefit`;
  if (score >= 7) {
    return detail("motivation", score, `${counted}. The text speaks to the reader; end with one clear next step.`);
  }
  return detail(
    "motivation",
    score,
    `${counted}; aim for about 40%. Speak to the reader ("you can…"), say what they gain, and close with a call to action ("Start with…", "Try…").`,
  );
};

/** One sentence in twenty with a sarcasm cue is full marks; more than one in four turns sour. */
const SARCASM_TARGET = 0.05;
const SARCASM_EXCESS = 0.25;

/**
 * sarcasm (heuristic), ironic wit as a creative device, from cues/sarcasm.ts (stock sarcastic
 * phrases, scare quotes, praise followed by annoyance):
 *   share = sentences with a sarcasm cue / sentences
 *   score = 10 × min(1, share / 0.05)                 up to 25% of sentences
 *           max(4, 10 − 20 × (share − 0.25))          above (sarcasm everywhere reads as bitter)
 */
export const sarcasm = (totals: RatingTotals): RatingDetail<"sarcasm"> => {
  const { sentences } = totals;
  const cued = sentences.filter((sentence) => sentence.sarcasm.length > 0);
  const share = cued.length / Math.max(1, sentences.length);
  const note = "Heuristic: sarcasm is meaning the opposite of what you say, which word patterns only guess at; it can be wrong.";
  if (cued.length === 0) {
    return detail(
      "sarcasm",
      0,
      `No sarcasm or irony cues found. That suits formal writing; in a personal or opinion piece a wry aside can add voice. ${note}`,
    );
  }
  const examples = quoteExamples(cued.flatMap((sentence) => sentence.sarcasm));
  if (share > SARCASM_EXCESS) {
    return detail(
      "sarcasm",
      Math.max(4, 10 - 20 * (share - SARCASM_EXCESS)),
      `${plural(cued.length, "sentence")} of ${sentences.length} sound sarcastic (${examples}); that much can read as bitter. Keep the sharpest one or two and say the rest plainly. ${note}`,
    );
  }
  return detail(
    "sarcasm",
    10 * Math.min(1, share / SARCASM_TARGET),
    `${plural(cued.length, "sentence")} of ${sentences.length} use irony (${examples}). Make sure readers can tell you do not mean it literally. ${note}`,
  );
};

/** The creative details in the spec's order. */
export const creativeDetails = (totals: RatingTotals): Array<RatingDetail<CreativeDetailName>> => [
  humor(totals),
  motivation(totals),
  sarcasm(totals),
];
