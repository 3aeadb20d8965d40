import { fleschKincaidGrade, mtldOf, readScoreOf, TARGET_GRADE } from "../../quality";
import { clamp, percent, plural, quoteExamples } from "../scale";
import type { RatingTotals } from "../totals";
import type { ClarityDetailName, RatingDetail, SentenceFeatures } from "../types";
import { detail, type RatingContext } from "./detail";
import { lexicalOverlap } from "./cohesion";
import { topicMatch } from "./topic";

/** The content stems found in the most sentences, most frequent first (for "which words to vary"). */
const mostRepeatedStems = (sentences: readonly SentenceFeatures[], limit: number): Array<[string, number]> => {
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    for (const stem of sentence.stems) {
      counts.set(stem, (counts.get(stem) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((first, second) => second[1] - first[1]).slice(0, limit);
};

/**
 * content_diversity, from MTLD over all words (the quality engine's counts, McCarthy & Jarvis 2010):
 *   score = 10 × clamp((MTLD − 25) / 50)
 * MTLD 25 or less (very repetitive) scores 0, 50 (plain technical prose read paragraph by paragraph)
 * 5, 75 and more (varied essay prose) 10.
 */
const contentDiversity = (totals: RatingTotals): RatingDetail<"content_diversity"> => {
  const mtld = mtldOf(totals.mtld) ?? 0;
  const score = 10 * clamp((mtld - 25) / 50);
  const shown = Number.isFinite(mtld) ? Math.round(mtld).toString() : "above 100";
  if (score >= 7) {
    return detail(
      "content_diversity",
      score,
      `Varied vocabulary (MTLD ${shown}; 75+ reads as varied). Keep choosing precise, different words.`,
    );
  }
  const repeated = mostRepeatedStems(totals.sentences, 3).filter(([, count]) => count > 1);
  const words = repeated.map(([stem, count]) => `“${stem}” (${plural(count, "sentence")})`).join(", ");
  const which = words ? ` The words you come back to most are ${words}: replace some with synonyms, pronouns or a more specific term.` : "";
  return detail("content_diversity", score, `The vocabulary is narrow (MTLD ${shown}; aim for 60 or more).${which}`);
};

const LONG_SENTENCE = 25;
const SHORT_SENTENCE = 8;

/**
 * readability, the Flesch–Kincaid grade of the whole text (exact counts, CMUdict syllables) scored
 * by its distance from grade 10, the quality view's readScore (spec 2 §9) divided by 10:
 *   score = clamp(10 − |grade − 10| × 10 / 14, 0, 10)
 */
export const readability = (totals: RatingTotals): RatingDetail<"readability"> => {
  const grade = fleschKincaidGrade(totals.text) ?? TARGET_GRADE;
  const score = readScoreOf(grade) / 10;
  const shown = grade.toFixed(1);
  const long = totals.sentences.filter((sentence) => sentence.words > LONG_SENTENCE).length;
  const short = totals.sentences.filter((sentence) => sentence.words < SHORT_SENTENCE).length;
  if (grade > TARGET_GRADE + 2) {
    const split = long > 0 ? `Split the ${plural(long, "sentence")} over ${LONG_SENTENCE} words, and use` : "Use";
    return detail(
      "readability",
      score,
      `Reads at grade ${shown}, harder than the target of grade ${TARGET_GRADE}. ${split} shorter, everyday words where you can.`,
    );
  }
  if (grade < TARGET_GRADE - 4) {
    const shortNote = short > 0 ? ` (${short} of ${plural(totals.sentences.length, "sentence")} have under ${SHORT_SENTENCE} words)` : "";
    return detail(
      "readability",
      score,
      `Reads at grade ${shown}, simpler than the target of grade ${TARGET_GRADE}${shortNote}. Join related short sentences with "because", "which" or "while" to show how ideas relate.`,
    );
  }
  return detail(
    "readability",
    score,
    `Reads at grade ${shown}, close to the target of grade ${TARGET_GRADE}.${long > 0 ? ` Check the ${plural(long, "sentence")} over ${LONG_SENTENCE} words.` : ""}`,
  );
};

const CONNECTOR_TARGET = 0.25;
const CONNECTOR_OVERUSE = 0.6;

/**
 * connectors, from the share of sentences the quality engine finds linked by a connective
 * ("however", "because", "for example", ", but" …):
 *   score = 10 × min(1, share / 0.25)              up to 60%
 *           10 − 12.5 × (share − 0.6)               above (a connective on every line reads mechanically; 5 at 100%)
 */
export const connectors = (totals: RatingTotals): RatingDetail<"connectors"> => {
  const { sentences, connected } = totals.connectives;
  const share = sentences === 0 ? 0 : connected / sentences;
  const counted = `${connected} of ${plural(sentences, "sentence")} (${percent(share)}) link to the one before with a connective`;
  if (share > CONNECTOR_OVERUSE) {
    return detail(
      "connectors",
      10 - 12.5 * (share - CONNECTOR_OVERUSE),
      `${counted}; more than 60% reads mechanically. Drop "moreover", "furthermore" and "additionally" where the link is obvious.`,
    );
  }
  const score = 10 * Math.min(1, share / CONNECTOR_TARGET);
  if (score < 7) {
    return detail(
      "connectors",
      score,
      `${counted}; aim for 25–60%. Show how ideas relate with "because", "however", "for example", "as a result" or "so".`,
    );
  }
  return detail("connectors", score, `${counted}: ideas are clearly linked.`);
};

/**
 * intent, how clearly the text serves its topic (topic.ts): the title's content words, or without a
 * title the opening sentence's, compared with the rest:
 *   coverage = share of topic stems the text uses;  spread = min(1, share of sentences using one / 0.3)
 *   score    = 10 × (0.6 × coverage + 0.4 × spread)
 * When the overview engine's detectIntent result is passed in, its matchscore (0–10) is the score.
 */
export const intent = (totals: RatingTotals, context: RatingContext): RatingDetail<"intent"> => {
  const title = context.title?.trim() ?? "";
  const reads = context.intent && context.intent.intent.length > 0 ? ` It reads as ${context.intent.intent.join(", ")}.` : "";
  const match = topicMatch(title, totals.sentences);
  const score = context.intent?.matchscore ?? match.score;
  if (match.source === "none") {
    return detail("intent", 5, `Add a title that states your topic, and open with a sentence that says what the text is about.${reads}`);
  }
  const missing =
    match.missing.length > 0
      ? ` Write about ${quoteExamples(match.missing, 4)}, which the text never mentions, or change the title to fit.`
      : "";
  const spread = `${match.mentioning} of ${plural(match.compared, "sentence")} mention the topic`;
  if (match.source === "opening") {
    return detail(
      "intent",
      score,
      `No title: the opening sentence is taken as the topic; ${spread}.${missing} Add a title that names your topic.${reads}`,
    );
  }
  if (score >= 7) {
    return detail("intent", score, `The text matches “${title}”: ${spread}.${reads}`);
  }
  return detail(
    "intent",
    score,
    `Only ${match.mentioning} of ${plural(match.compared, "sentence")} mention “${title}”.${missing} Bring the topic into more paragraphs, especially their first sentences.${reads}`,
  );
};

/** The clarity details in the spec's order. */
export const clarityDetails = (totals: RatingTotals, context: RatingContext): Array<RatingDetail<ClarityDetailName>> => [
  contentDiversity(totals),
  lexicalOverlap(totals),
  readability(totals),
  connectors(totals),
  intent(totals, context),
];
