import { EMOTIONS } from "../../emotions";
import { repetitivenessOf } from "../../quality";
import { clamp, percent, plural } from "../scale";
import type { RatingTotals } from "../totals";
import type { EngagingDetailName, RatingDetail } from "../types";
import { detail } from "./detail";

/** Non-neutral mass the classifier leaves on plainly neutral prose (it is never certain): the ramp starts there. */
const EMOTION_FLOOR = 0.35;
/** Half the sentences led by an emotion is full marks on the sentence half. */
const EMOTIONAL_SENTENCES_TARGET = 0.5;

/**
 * emotions, from the emotions engine (softmax regression trained on GoEmotions):
 *   n     = Σ words_s × (1 − p_s(neutral)) / Σ words_s   (length-weighted non-neutral probability)
 *   e     = sentences whose top emotion is not neutral / sentences
 *   score = 10 × (0.5 × clamp((n − 0.35) / 0.35) + 0.5 × min(1, e / 0.5))
 * Plain reports measure n ≈ 0.35–0.45 and e ≈ 0–15%; personal stories n ≈ 0.6–0.9 and e ≈ 40–100%.
 */
export const emotions = (totals: RatingTotals): RatingDetail<"emotions"> => {
  const { words, nonNeutral, labels } = totals.emotions;
  const mass = words === 0 ? 0 : nonNeutral / words;
  const sentences = EMOTIONS.reduce((sum, emotion) => sum + labels[emotion], 0);
  const felt = EMOTIONS.filter((emotion) => emotion !== "neutral" && labels[emotion] > 0).sort(
    (first, second) => labels[second] - labels[first],
  );
  const emotional = felt.reduce((sum, emotion) => sum + labels[emotion], 0);
  const share = emotional / Math.max(1, sentences);
  const score = 10 * (0.5 * clamp((mass - EMOTION_FLOOR) / EMOTION_FLOOR) + 0.5 * Math.min(1, share / EMOTIONAL_SENTENCES_TARGET));
  const named =
    felt.length > 0
      ? ` (mostly ${felt
          .slice(0, 3)
          .map((emotion) => `${emotion} ${labels[emotion]}`)
          .join(", ")})`
      : "";
  const counted = `${emotional} of ${plural(sentences, "sentence")} express an emotion${named}`;
  if (score >= 7) {
    return detail("emotions", score, `${counted}: readers can feel what is at stake.`);
  }
  return detail(
    "emotions",
    score,
    `${counted}; aim for about half. Show what is at stake for people: a reaction, a worry, a moment of surprise or relief.`,
  );
};

const SUBJECTIVITY_TARGET = 0.1;
const SUBJECTIVITY_EXCESS = 0.2;

/**
 * subjectivity, the share of words that carry opinion or sentiment (VADER lexicon |valence| ≥ 1, or
 * an opinion marker such as "think", "should", "best", cues/opinion.ts):
 *   s = subjective words / words
 *   score = 10 × min(1, s / 0.1)                 up to 20% of words
 * Reports measure 0–5% (modal verbs and evaluative words), opinion pieces and stories 7–15%.
 *           max(4, 10 − 25 × (s − 0.2))          above (a rant loses readers)
 */
export const subjectivity = (totals: RatingTotals): RatingDetail<"subjectivity"> => {
  const subjective = totals.sentences.reduce((sum, sentence) => sum + sentence.subjective, 0);
  const share = subjective / Math.max(1, totals.text.words);
  const counted = `${subjective} opinion or sentiment words, ${percent(share)} of the text`;
  if (share > SUBJECTIVITY_EXCESS) {
    return detail(
      "subjectivity",
      Math.max(4, 10 - 25 * (share - SUBJECTIVITY_EXCESS)),
      `${counted}; that much opinion can tire readers. Support some judgements with an example or a fact.`,
    );
  }
  const score = 10 * Math.min(1, share / SUBJECTIVITY_TARGET);
  if (score >= 7) {
    return detail("subjectivity", score, `${counted}: your point of view comes through.`);
  }
  return detail(
    "subjectivity",
    score,
    `${counted}; aim for about 10%. Say what you think of it and why it matters ("surprisingly", "the best part is", "I'd argue").`,
  );
};

/** Share of repeated trigram occurrences that scores 0 on the phrasing half of uniqueness. */
const REPEATED_PHRASING_LIMIT = 0.12;

/**
 * uniqueness, from repeated phrasing:
 *   r      = word trigrams (with a content word) that repeat an earlier one in the text / all such trigrams
 *   R      = the quality engine's repetitiveness, 0–100 (content words and pairs echoed within 25 words)
 *   score  = 10 × (0.5 × clamp(1 − r / 0.12) + 0.5 × R / 100)
 */
export const uniqueness = (totals: RatingTotals): RatingDetail<"uniqueness"> => {
  const seen = new Map<string, number>();
  let trigrams = 0;
  let repeated = 0;
  for (const sentence of totals.sentences) {
    for (const trigram of sentence.trigrams) {
      const count = seen.get(trigram) ?? 0;
      repeated += count > 0 ? 1 : 0;
      trigrams += 1;
      seen.set(trigram, count + 1);
    }
  }
  const share = trigrams === 0 ? 0 : repeated / trigrams;
  const echoes = repetitivenessOf(totals.repetition) ?? 100;
  const score = 10 * (0.5 * clamp(1 - share / REPEATED_PHRASING_LIMIT) + (0.5 * echoes) / 100);
  const top = [...seen.entries()]
    .filter(([, count]) => count > 1)
    .sort((first, second) => second[1] - first[1])
    .slice(0, 3);
  const phrases = top.map(([phrase, count]) => `“${phrase}” (${count}×)`).join(", ");
  if (score >= 7) {
    return detail(
      "uniqueness",
      score,
      `Little repeated phrasing (${percent(share)} of three-word phrases recur).${phrases ? ` Most repeated: ${phrases}.` : ""}`,
    );
  }
  const which = phrases ? ` Most repeated: ${phrases}.` : "";
  return detail(
    "uniqueness",
    score,
    `${percent(share)} of three-word phrases recur and words echo within a sentence or two.${which} Rephrase repeats and replace echoed words with pronouns or synonyms.`,
  );
};

/** The engaging details in the spec's order. */
export const engagingDetails = (totals: RatingTotals): Array<RatingDetail<EngagingDetailName>> => [
  emotions(totals),
  subjectivity(totals),
  uniqueness(totals),
];
